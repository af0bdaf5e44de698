import type { TFunction } from 'i18next';
import type { Rule } from 'antd/es/form';
import { shownParams, type RuleBreak } from './orderRules';
import './texts';

/**
 * An antd rule running one of the order rules (orderRules.ts) on a field; a broken rule rejects
 * with its message in the portal language, numbers grouped as the amount boxes show them.
 * @example
 * const weightRule = ruleCheck(t, (value) => checkWeight(value as number, context));
 */
export function ruleCheck(t: TFunction, run: (value: unknown) => RuleBreak | null): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const broken = run(value);
      return broken
        ? Promise.reject(new Error(t(`orderEntry.rules.${broken.key}`, shownParams(broken.params))))
        : Promise.resolve();
    },
  };
}
