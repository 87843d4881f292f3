/**
 * Whether the shell is showing a kept-alive page again (a return to a cached tab). React re-runs a
 * revealed page's effects, so its queries subscribe anew and would refetch what has gone stale; while
 * this flag is up the query client lets them keep what they show (spec 01 section 2: a return shows
 * the page as it was, without a request). The keep-alive outlet raises it in the layout phase of the
 * commit that reveals the page and lowers it in its own passive effect, which runs after the page's.
 */
let returning = false;

export function beginKeptPageReturn(): void {
  returning = true;
}

export function endKeptPageReturn(): void {
  returning = false;
}

export function isKeptPageReturn(): boolean {
  return returning;
}
