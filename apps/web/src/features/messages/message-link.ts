/**
 * The link of a message as it may be opened in a new tab, or undefined when there is none. Only web
 * links (relative or http/https) pass, so a stored `javascript:` link can never run in our origin.
 */
export function openableLink(link: string | null | undefined): string | undefined {
  const text = link?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}
