// Filled by the cars part of issue 17; see index.ts.
export {};
