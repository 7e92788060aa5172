import type { ComponentType } from 'react';
import { ROUTE_NAME, type RouteName } from '../../domain/constants/navigation';

/**
 * The protected routes' pages (a signed-in shopper's: App shows them to no one else): their imports come with the
 * navigation's chunk, which a sign-in loads first (startNavigation.ts). pages.tsx names each with its source.
 */
export const PROTECTED_PAGES: Partial<Record<RouteName, () => Promise<{ default: ComponentType }>>> = {
  [ROUTE_NAME.RETAILER_LINK]: () => import('../pages/retailerLink/RetailerLinkPage'),
  [ROUTE_NAME.WELCOME]: () => import('../pages/welcome/WelcomePage'),
  [ROUTE_NAME.ACCOUNT_PANEL]: () => import('../pages/account/AccountPage'),
  [ROUTE_NAME.REFERRAL]: () => import('../pages/referral/ReferralPage'),
  [ROUTE_NAME.BETA_ONLY]: () => import('../pages/betaOnly/BetaOnlyPage'),
  [ROUTE_NAME.DATA_DELETION_ERROR]: () => import('../pages/dataDeletionError/DataDeletionErrorPage'),
  [ROUTE_NAME.SECURITY_CHECKUP]: () => import('../pages/securityCheckup/SecurityCheckupPage'),
  [ROUTE_NAME.RETAILER_LAUNCH]: () => import('../pages/retailerLaunch/RetailerLaunchPage'),
  [ROUTE_NAME.EARNINGS]: () => import('../pages/earnings/TransactionDetailsPage'),
  [ROUTE_NAME.PRICE_COMPARE]: () => import('../pages/priceCompare/PriceComparePage'),
  [ROUTE_NAME.SEARCH]: () => import('../pages/search/SearchPage'),
  [ROUTE_NAME.BONUSES]: () => import('../pages/bonuses/BonusesPage'),
  [ROUTE_NAME.BONUS_CATEGORY]: () => import('../pages/bonuses/BonusCategoryPage'),
  [ROUTE_NAME.BONUS]: () => import('../pages/bonus/BonusPage'),
};
