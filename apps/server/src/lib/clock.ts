/** Unix seconds, the one time unit of the database and the wire. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
