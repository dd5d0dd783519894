import {
  AUCTION_RULE_SETS,
  type AuctionConfigBody,
  type AuctionRuleSetView,
  auctionConfigProblems,
  depositOf,
  type Language,
  translate,
} from '@hgsc/contracts';
import { notFound } from '../../platform/http/app-error.ts';

const toRuleSet = (set: (typeof AUCTION_RULE_SETS)[number], lang: Language): AuctionRuleSetView => ({
  code: set.code,
  name: translate(set.nameKey, lang),
  description: translate(set.descriptionKey, lang),
  rules: { ...set.rules, step: { ...set.rules.step, bands: [...set.rules.step.bands] } },
});

/** /auctionTrust/config/list: the rule sets an owner starts from. */
export const ruleSets = (lang: Language) => AUCTION_RULE_SETS.map((set) => toRuleSet(set, lang));

/** /auctionTrust/config/info. */
export function ruleSet(code: string, lang: Language): AuctionRuleSetView {
  const set = AUCTION_RULE_SETS.find((s) => s.code === code);
  if (!set) throw notFound('auction.ruleSetNotFound');
  return toRuleSet(set, lang);
}

/** /auctionTrust/config/check: each incoherence in words on its field, and the deposit the rules make. */
export function checkConfig(config: AuctionConfigBody, lang: Language) {
  const problems = auctionConfigProblems(config).map((p) => ({ path: p.path, message: translate(p.key, lang) }));
  return { ok: problems.length === 0, problems, depositAmount: problems.length ? null : depositOf(config) };
}
