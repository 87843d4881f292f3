import { ERROR_LOG_LIMIT } from '@console/core';
import { create } from 'zustand';

export interface ErrorLogEntry {
  id: number;
  time: number;
  message: string;
  stack?: string;
  source: 'error' | 'unhandledrejection' | 'react';
  url: string;
}

interface ErrorLogState {
  entries: ErrorLogEntry[];
  add(entry: Omit<ErrorLogEntry, 'id' | 'time' | 'url'>): void;
  clear(): void;
}

let nextId = 1;

/** Uncaught errors of this tab, newest first, the last 50 only (spec 01 section 9). */
export const useErrorLog = create<ErrorLogState>((set) => ({
  entries: [],
  add: (entry) =>
    set((state) => ({
      entries: [
        { ...entry, id: nextId++, time: Date.now(), url: location.pathname + location.search },
        ...state.entries,
      ].slice(0, ERROR_LOG_LIMIT),
    })),
  clear: () => set({ entries: [] }),
}));

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error)
    return { message: reason.message || reason.name, ...(reason.stack && { stack: reason.stack }) };
  return { message: typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason)) };
}

/** Records window errors and unhandled rejections; installed once at start. */
export function installErrorLog(): void {
  window.addEventListener('error', (event) => {
    useErrorLog.getState().add({ source: 'error', ...describe(event.error ?? event.message) });
  });
  window.addEventListener('unhandledrejection', (event) => {
    useErrorLog.getState().add({ source: 'unhandledrejection', ...describe(event.reason) });
  });
}
