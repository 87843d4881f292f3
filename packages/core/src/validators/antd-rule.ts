import { VALIDATORS, type Validator, type ValidatorName } from './catalogue.js';

/**
 * The two shapes of antd's form Rule we produce, typed here because core imports no antd.
 * Both are assignable to antd's `Rule`.
 */
export interface AntdValidatorRule {
  validator: (_rule: unknown, value: unknown) => Promise<void>;
}

export interface AntdPatternRule {
  pattern: RegExp;
  message: string;
}

/**
 * Wraps a validator as an antd rule. An empty value passes: whether a field is required is the
 * `required` rule's job, so an optional field can stay empty. Numbers are checked as their text;
 * any other type (object, array, boolean) fails.
 */
export function toAntdRule(validatorOrName: Validator | ValidatorName): AntdValidatorRule {
  const { test, message } =
    typeof validatorOrName === 'string' ? VALIDATORS[validatorOrName] : validatorOrName;
  return {
    validator(_rule, value) {
      if (value === null || value === undefined || value === '') return Promise.resolve();
      const text = typeof value === 'number' ? String(value) : value;
      if (typeof text === 'string' && test(text)) return Promise.resolve();
      return Promise.reject(new Error(message));
    },
  };
}

/** A screen-specific pattern, e.g. an import template parameter's regex with its message. */
export function patternRule(pattern: RegExp, message: string): AntdPatternRule {
  return { pattern, message };
}
