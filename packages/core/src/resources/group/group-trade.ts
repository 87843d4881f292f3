// Filled by the trade part of issue 17; see index.ts.
export {};
