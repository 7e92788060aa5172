export type { Bonus, BonusOfferRef, BonusQualification } from './Bonus';
export type { BonusClassificationInput, BonusGroups } from './classifyBonus';
export { classifyBonus, groupBonuses } from './classifyBonus';
export type { BonusDescriptionParts } from './bonusDescription';
export { splitBonusDescription } from './bonusDescription';
export { dropUnsupportedFundedBonuses, isFundedBonus } from './fundedBonuses';
export { bonusCategoryLabel } from './bonusCategory';
export type { BonusLookup } from './bonusLookup';
export { bonusById } from './bonusLookup';
