import type { Migration } from 'kysely';
import type { DatabaseKind } from '../../config.js';
import { foundation } from './2026-11-22-01-foundation.js';
import { accountsAndSessions } from './2026-11-22-02-accounts-sessions.js';
import { storageAndAreas } from './2026-11-22-03-storage-areas.js';
import { resourceEngine } from './2026-11-22-04-resource-engine.js';
import { parking } from './2026-11-23-01-parking.js';
import { merchantAdmin } from './2026-11-23-02-merchant-admin.js';
import { baseServices } from './2026-11-23-03-base-services.js';
import { parkingNetwork } from './2026-11-23-04-parking-network.js';
import { parkingOperations } from './2026-11-23-05-parking-operations.js';
import { parkingBenchIndexes } from './2026-11-23-06-parking-bench-indexes.js';
import { merchantCoupons } from './2026-11-23-07-merchant-coupons.js';
import { bonusEvents } from './2026-11-23-08-bonus-events.js';
import { grantEpoch } from './2026-11-25-01-grant-epoch.js';
import { actionInputs } from './2026-11-25-02-action-inputs.js';
import { securityHardening } from './2026-11-25-03-security-hardening.js';
import { merchantSettings } from './2026-11-25-04-merchant-settings.js';
import { qrcodes } from './2026-11-25-05-qrcodes.js';
import { tenantStatusEpoch } from './2026-11-25-20-tenant-status-epoch.js';
import { recordPaymentFromOrders } from './2026-11-26-20-record-payment-from-orders.js';
import { childTenantCodes } from './2026-11-26-30-child-tenant-codes.js';
import { jobsAndReports } from './2026-11-26-40-jobs-reports.js';
import { importBatches } from './2026-11-26-50-import-batches.js';
import { couponsAtExit } from './2026-11-26-70-coupons-at-exit.js';
import { couponHolding } from './2026-11-26-65-coupon-holding.js';
import { merchantCouponsOnLedger } from './2026-11-26-80-merchant-coupons-on-ledger.js';
import { redPacketsAsCoupons } from './2026-11-26-81-red-packets-as-coupons.js';
import { groupCars } from './2026-11-27-10-group-cars.js';
import { ledger } from './2026-11-27-50-ledger.js';
import { channelApplications } from './2026-11-27-60-channel-applications.js';
import { paymentAcl } from './2026-11-27-61-payment-acl.js';
import { channelAuthorisation } from './2026-11-27-62-channel-authorisation.js';
import { profitAndMateriel } from './2026-11-27-70-profit-and-materiel.js';
import { profitShare } from './2026-11-28-20-profit-share.js';
import { energyFoundation } from './2026-11-28-30-energy-foundation.js';
import { ocppCentral } from './2026-11-28-31-ocpp-central.js';
import { advertising } from './2026-11-28-50-advertising.js';
import { adServing } from './2026-11-29-50-ad-serving.js';
import { adServingCounters } from './2026-11-29-51-ad-serving-counters.js';
import { contractSigning } from './2026-11-29-65-contract-signing.js';
import { walletRecharge } from './2026-11-29-66-wallet-recharge.js';
import { openapiApps } from './2026-11-29-60-openapi-apps.js';
import { customerSetProduct } from './2026-11-29-85-customer-set-product.js';
import { merchantFeeRate } from './2026-11-29-86-merchant-fee-rate.js';
import { tenantInsertDeleteEpoch } from './2026-11-30-01-tenant-insert-delete-epoch.js';
import { parkingRecordTimeIndex } from './2026-11-30-02-parking-record-time-index.js';
import { payersAndTrips } from './2026-11-29-70-payers-and-trips.js';
import { noticesPushesQrcodes } from './2026-11-29-75-notices-pushes-qrcodes.js';
import { invoices } from './2026-11-28-60-invoices.js';
import { invoiceProvider } from './2026-11-29-80-invoice-provider.js';
import { parkingCoupons } from './2026-11-26-60-parking-coupons.js';
import { couponRules } from './2026-11-26-61-coupon-rules.js';
import { couponCodesEvents } from './2026-11-26-75-coupon-codes-events.js';
import type { MigrationFactory } from './migration-factory.js';
import { okr } from './2026-11-28-70-okr.js';

/** Every migration in order. Names are date-prefixed and frozen once released: add, never edit. */
const ALL: ReadonlyArray<[string, MigrationFactory]> = [
  ['2026-11-22-01-foundation', foundation],
  ['2026-11-22-02-accounts-sessions', accountsAndSessions],
  ['2026-11-22-03-storage-areas', storageAndAreas],
  ['2026-11-22-04-resource-engine', resourceEngine],
  ['2026-11-23-01-parking', parking],
  ['2026-11-23-02-merchant-admin', merchantAdmin],
  ['2026-11-23-03-base-services', baseServices],
  ['2026-11-23-04-parking-network', parkingNetwork],
  ['2026-11-23-05-parking-operations', parkingOperations],
  ['2026-11-23-06-parking-bench-indexes', parkingBenchIndexes],
  ['2026-11-23-07-merchant-coupons', merchantCoupons],
  ['2026-11-23-08-bonus-events', bonusEvents],
  ['2026-11-25-01-grant-epoch', grantEpoch],
  ['2026-11-25-02-action-inputs', actionInputs],
  ['2026-11-25-03-security-hardening', securityHardening],
  ['2026-11-25-04-merchant-settings', merchantSettings],
  ['2026-11-25-05-qrcodes', qrcodes],
  ['2026-11-25-20-tenant-status-epoch', tenantStatusEpoch],
  ['2026-11-26-20-record-payment-from-orders', recordPaymentFromOrders],
  ['2026-11-26-30-child-tenant-codes', childTenantCodes],
  ['2026-11-26-40-jobs-reports', jobsAndReports],
  ['2026-11-26-50-import-batches', importBatches],
  ['2026-11-26-60-parking-coupons', parkingCoupons],
  ['2026-11-26-61-coupon-rules', couponRules],
  ['2026-11-26-65-coupon-holding', couponHolding],
  ['2026-11-26-70-coupons-at-exit', couponsAtExit],
  ['2026-11-26-75-coupon-codes-events', couponCodesEvents],
  ['2026-11-26-80-merchant-coupons-on-ledger', merchantCouponsOnLedger],
  ['2026-11-26-81-red-packets-as-coupons', redPacketsAsCoupons],
  ['2026-11-27-10-group-cars', groupCars],
  ['2026-11-27-50-ledger', ledger],
  ['2026-11-27-60-channel-applications', channelApplications],
  ['2026-11-27-61-payment-acl', paymentAcl],
  ['2026-11-27-62-channel-authorisation', channelAuthorisation],
  ['2026-11-27-70-profit-and-materiel', profitAndMateriel],
  ['2026-11-28-20-profit-share', profitShare],
  ['2026-11-28-30-energy-foundation', energyFoundation],
  ['2026-11-28-31-ocpp-central', ocppCentral],
  ['2026-11-28-50-advertising', advertising],
  ['2026-11-28-60-invoices', invoices],
  ['2026-11-28-70-okr', okr],
  ['2026-11-29-50-ad-serving', adServing],
  ['2026-11-29-51-ad-serving-counters', adServingCounters],
  ['2026-11-29-65-contract-signing', contractSigning],
  ['2026-11-29-66-wallet-recharge', walletRecharge],
  ['2026-11-29-60-openapi-apps', openapiApps],
  ['2026-11-29-85-customer-set-product', customerSetProduct],
  ['2026-11-29-86-merchant-fee-rate', merchantFeeRate],
  ['2026-11-29-80-invoice-provider', invoiceProvider],
  ['2026-11-29-70-payers-and-trips', payersAndTrips],
  ['2026-11-29-75-notices-pushes-qrcodes', noticesPushesQrcodes],
  ['2026-11-30-01-tenant-insert-delete-epoch', tenantInsertDeleteEpoch],
  ['2026-11-30-02-parking-record-time-index', parkingRecordTimeIndex],
];

export function migrationsFor(kind: DatabaseKind): Record<string, Migration> {
  return Object.fromEntries(ALL.map(([name, factory]) => [name, factory(kind)]));
}
