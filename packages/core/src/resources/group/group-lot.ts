// Filled by the lot part of issue 17; see index.ts.
export {};
