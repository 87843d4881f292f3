/**
 * Progress is kept in basis points (0–10000 = 0–100.00%) as an integer, so a stored progress never
 * carries a float and two computations of the same numbers agree exactly.
 */
export const FULL_PROGRESS = 10_000;

/** 衡量方式 values (OKR_MEASURE). */
export const MEASURE_VALUE = 1;
export const MEASURE_PERCENT = 2;

/**
 * A key result's own progress: current against target, clamped to 0–100%; a percentage is a value
 * whose target is 100 (current_value is the percent done). A target of 0 or less counts as done once
 * current reaches it.
 */
export function keyResultProgress(kr: {
  measure: number;
  target_value: number;
  current_value: number;
}): number {
  const target = kr.measure === MEASURE_PERCENT ? 100 : kr.target_value;
  if (target <= 0) return kr.current_value >= target ? FULL_PROGRESS : 0;
  return clamp(Math.round((kr.current_value * FULL_PROGRESS) / target));
}

/**
 * An objective's progress: its key results' progress weighted by their weights, rounded once to a
 * whole basis point; an objective without key results (or with all weights 0) is at 0.
 */
export function weightedProgress(krs: readonly { weight: number; progress: number }[]): number {
  let weights = 0;
  let sum = 0;
  for (const kr of krs) {
    weights += kr.weight;
    sum += kr.weight * kr.progress;
  }
  return weights > 0 ? clamp(Math.round(sum / weights)) : 0;
}

/** "62.5%": a progress in basis points as people read it. */
export function progressText(progress: number): string {
  return `${Number((progress / 100).toFixed(2))}%`;
}

function clamp(value: number): number {
  return Math.min(FULL_PROGRESS, Math.max(0, value));
}
