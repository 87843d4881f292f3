// Filled by the stats part of issue 17; see index.ts.
export {};
