import type { XhrErrorReport } from '../../adapters/http/createApi';
import type { TrackingEventName } from '../../adapters/tracking/TrackingPort';
import * as MESSAGES from '../../domain/constants/messages';
import { ERROR_MESSAGE_PROPERTY, XHR_ERROR_MESSAGE, PLATFORM_TRACKING_EVENT, type ErrorBoundaryName } from '../../domain/constants/platform';
import { AD_DEAD_END_EVENT, adDeadEndProperties, type FollowedAd } from '../../domain/platform/adDeadEnd';
import { monitoringBrowserName } from '../../domain/platform/monitoringBrowser';
import { isMonitoredSession } from '../../domain/platform/monitoringSample';
import { errorMessage } from './errorMessage';

/**
 * The Tracker's reports (failures, an ad's dead end): events a visitor's start never sends, so they load with the
 * first one (Tracker's sendReport). Each answers the event's name and properties, or null when there is nothing to send.
 */
export interface Report {
  name: TrackingEventName;
  properties: Record<string, unknown>;
}

const errorReport = (properties: Record<string, unknown>): Report => ({ name: PLATFORM_TRACKING_EVENT.ERROR_MESSAGE, properties });

/** 'error message' for a render error an error boundary caught (the shopper saw the error page). */
export function renderErrorReport(error: unknown, boundary: ErrorBoundaryName): Report {
  return errorReport({ [ERROR_MESSAGE_PROPERTY.MESSAGE]: errorMessage(error, MESSAGES.DEFAULT_ERROR), [ERROR_MESSAGE_PROPERTY.BOUNDARY]: boundary });
}

/** 'error message' for a load the documents say is "reported" (a bonus list, 001 §8), with what failed. */
export function loadFailureReport(error: unknown, fallbackMessage: string, failed: Readonly<Record<string, string>>): Report {
  return errorReport({ [ERROR_MESSAGE_PROPERTY.MESSAGE]: errorMessage(error, fallbackMessage), ...failed });
}

/**
 * Monitoring (000 §8): an 'error message' for a call the SDK reports as an XHR error (a status above 399 but 429),
 * from the sessions in the monitoring sample (000 §9, 30 %) only; `userAgent` '' when unknown.
 */
export function xhrErrorReport(report: XhrErrorReport, sessionId: string, userAgent: string): Report | null {
  if (!isMonitoredSession(sessionId)) return null;
  return errorReport({
    [ERROR_MESSAGE_PROPERTY.MESSAGE]: XHR_ERROR_MESSAGE,
    [ERROR_MESSAGE_PROPERTY.SERVICE]: report.service,
    [ERROR_MESSAGE_PROPERTY.OPERATION]: report.operation,
    [ERROR_MESSAGE_PROPERTY.STATUS]: report.status,
    ...(userAgent ? { [ERROR_MESSAGE_PROPERTY.BROWSER]: monitoringBrowserName(userAgent) } : {}),
  });
}

/** 'ad dead end' when the missing page is the one the followed ad led to (000 §7). */
export function adDeadEndReport(ad: FollowedAd, missingPath: string): Report | null {
  const properties = adDeadEndProperties(ad, missingPath);
  return properties ? { name: AD_DEAD_END_EVENT, properties } : null;
}

/** 'error message' for a service worker that could not be registered (000 §8). */
export function serviceWorkerFailureReport(): Report {
  return errorReport({ [ERROR_MESSAGE_PROPERTY.MESSAGE]: MESSAGES.SERVICE_WORKER_REGISTRATION_FAILED });
}
