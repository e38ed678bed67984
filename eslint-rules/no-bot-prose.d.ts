import type { Rule } from 'eslint';

export function readsAsProse(text: string): boolean;
export const noBotProse: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
