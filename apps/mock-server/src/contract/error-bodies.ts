import type { RefusalNumbers } from './refusals';
import type { OperationSpec } from './operations';

/** An error body in the shape the contract gives `status` for this operation. */
export function errorBody(
  spec: OperationSpec | undefined,
  status: number,
  message: string,
  code?: string,
  numbers: RefusalNumbers = {},
): unknown {
  switch (spec?.responses.get(status)?.schemaName) {
    case 'ProfileErrorResponse':
      return { success: false, error: true, message };
    case 'ProfileUpdateResponse':
      return { status: false, message };
    case 'RedeemItemFailure':
      return { success: false, message, data: { message } };
    default:
      return code ? { success: false, message, code, ...numbers } : { success: false, message };
  }
}

/** The body a fault answers with for `status`, in the shape the contract gives that response. */
export function faultBody(spec: OperationSpec, status: number): unknown {
  const message =
    status === 401
      ? 'Unauthorized'
      : status >= 500
        ? 'Internal server error'
        : `Injected failure (${status})`;
  return errorBody(spec, status, message, 'INJECTED_FAULT');
}

const UNSUCCESSFUL_ERRORS = 'Service temporarily unavailable';

/**
 * A 200 without success, for operations whose 200 schema carries an `errors` text; undefined otherwise.
 * `bare` leaves the errors text out: the spec's clients then fall back to their own message (section 8).
 */
export function noSuccessBody(spec: OperationSpec, { bare = false }: { bare?: boolean } = {}): unknown {
  const errors = bare ? {} : { errors: UNSUCCESSFUL_ERRORS };
  switch (spec.responses.get(200)?.schemaName) {
    case 'TournamentListResponse':
    case 'DailyGameListResponse':
    case 'VideoListResponse':
    case 'GameHighlightListResponse':
      return { success: false, data: [], ...errors };
    case 'EslGamesResponse':
      return { success: false, data: { eslgames: [] }, ...errors };
    case 'EslEnterResponse':
      // The level was not started: the app shows 'Something went wrong.' (spec section 8).
      return {
        success: false,
        message: UNSUCCESSFUL_ERRORS,
        data: { game_unique_id: '', game_level: 1, level_credits: 0 },
      };
    case 'TournamentCheckinResponse':
      return {
        success: false,
        message: UNSUCCESSFUL_ERRORS,
        ...errors,
        data: { already_submited: false },
      };
    default:
      return undefined;
  }
}
