import { PROFILE_IMAGE_MAX_BYTES, TASK_IMAGE_MAX_BYTES, isMsisdn } from '@esr/domain';
import type { operations } from '@esr/sdk';
import { StoreError, type Store } from '../store/store';
import type { Uploads } from './uploads';

type Op = operations;
export type OperationId = keyof Op;

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type RequestBodyOf<K extends OperationId> = Op[K] extends { requestBody: { content: infer C } }
  ? C extends { 'application/json': infer B }
    ? B
    : C extends { 'multipart/form-data': infer M }
      ? M
      : never
  : Op[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : undefined;

type Responses<K extends OperationId> = Op[K]['responses'];

/** What a handler answers: a status the contract documents for the operation, with its body type. */
export type Reply<K extends OperationId> = {
  [S in keyof Responses<K>]: {
    status: S;
    body: JsonContent<Responses<K>[S]>;
    headers?: Record<string, string>;
  };
}[keyof Responses<K>];

export interface UploadedFile {
  field: string;
  mimetype: string;
  data: Buffer;
}

export interface HandlerContext<K extends OperationId> {
  store: Store;
  /** The subscriber from the token (empty for generateToken). */
  msisdn: string;
  /** The token's gn claim: 1 for a gamenow partner user (0 for generateToken). */
  gn: 0 | 1;
  /**
   * The msisdn the operator's gateway sets in IDENTITY_HEADER ('' when absent), or undefined when no
   * such header is configured.
   */
  identity: string | undefined;
  body: RequestBodyOf<K>;
  query: Record<string, unknown>;
  files: UploadedFile[];
  uploads: Uploads;
  issueToken: (msisdn: string, gn: 0 | 1) => Promise<string>;
}

export type Handlers = { [K in OperationId]: (ctx: HandlerContext<K>) => Reply<K> | Promise<Reply<K>> };

/** The largest upload each multipart operation accepts, enforced while streaming. */
export const UPLOAD_LIMITS: Partial<Record<OperationId, number>> = {
  submitDailyEntry: TASK_IMAGE_MAX_BYTES,
  completeProfile: PROFILE_IMAGE_MAX_BYTES,
};

/**
 * Runs the store write that records an uploaded image; when it refuses (the entry was made by a
 * concurrent request while this one saved its file), the file is removed before the refusal answers.
 */
async function keepOnlyIfStored<T>(uploads: Uploads, name: string, store: () => T): Promise<T> {
  try {
    return store();
  } catch (error) {
    await uploads.discard(name);
    throw error;
  }
}

const ok = <B>(body: B) => ({ status: 200 as const, body });

export const handlers: Handlers = {
  async generateToken({ store, body, issueToken, identity }) {
    // Identity is the phone number (spec section 7): behind the operator's gateway, only the number
    // the gateway vouches for gets a token (IDENTITY_HEADER, docs/security.md).
    if (identity !== undefined && identity !== body.msisdn) {
      return {
        status: 403,
        body: {
          success: false,
          message:
            "A token is issued only for the number of this connection (the operator's gateway did not vouch for it).",
          code: 'IDENTITY_MISMATCH',
        },
      };
    }
    const status = store.subscriptionStatus(body.msisdn);
    if (status === 'unknown') {
      return {
        status: 404,
        body: {
          success: false,
          message: 'This number is not subscribed. Subscribe on the landing page first.',
          code: 'UNKNOWN_NUMBER',
        },
      };
    }
    if (status === 'unsubscribed' || status === 'expired') {
      const message =
        status === 'expired'
          ? 'The free trial of this number has ended. Subscribe again on the landing page.'
          : 'This number is unsubscribed. Subscribe again on the landing page.';
      return { status: 403, body: { success: false, message, code: 'NOT_SUBSCRIBED' } };
    }
    const token = await issueToken(body.msisdn, body.refferer === 'gamenow' ? 1 : 0);
    return {
      status: 200,
      body: { success: true, message: 'Token generated' },
      headers: { access_token: token },
    };
  },

  getActiveStreak: ({ store, msisdn }) => ok({ success: true, data: store.streak(msisdn) }),

  updateDailyStreak({ store, msisdn }) {
    const data = store.claimDailyStreak(msisdn);
    return ok({ success: true, message: 'Daily reward claimed', data });
  },

  listDailyGames: ({ store }) => ok({ success: true, data: store.dailyGames() }),

  selectDailyGame: ({ store, msisdn, body }) =>
    ok({ success: true, message: 'Game selected', data: store.selectDailyGame(msisdn, body.gameId) }),

  getDailyChallenges: ({ store, msisdn, body }) =>
    ok({ success: true, data: store.dailyChallenges(msisdn, body.gameId) }),

  async submitDailyEntry({ store, msisdn, body, files, uploads }) {
    const challengeId = body.challengeId;
    store.checkDailyEntry(msisdn, challengeId);
    const file = files.find((f) => f.field === 'entryImage');
    if (!file) throw new StoreError(400, "body must have required property 'entryImage'", 'MISSING_FILE');
    const name = await uploads.saveImage(file.data, file.mimetype, TASK_IMAGE_MAX_BYTES, 'task');
    await keepOnlyIfStored(uploads, name, () => store.submitDailyEntry(msisdn, challengeId, name));
    return ok({ success: true, message: 'Entry submitted' });
  },

  async submitChallengeEntry({ store, msisdn, body, uploads }) {
    store.checkChallengeEntry(msisdn, body.gameId, body.challengeId);
    const { mimetype, data } = uploads.decodeDataUrl(body.entryImage);
    const name = await uploads.saveImage(data, mimetype, TASK_IMAGE_MAX_BYTES, 'task');
    await keepOnlyIfStored(uploads, name, () =>
      store.submitChallengeEntry(msisdn, body.gameId, body.challengeId, name),
    );
    return ok({ success: true, message: 'Entry submitted' });
  },

  listChallengeGames: ({ store }) => ok({ success: true, data: store.challengeGames() }),

  getGameChallenges: ({ store, msisdn, body }) =>
    ok({ success: true, data: store.gameChallenges(msisdn, body.id) }),

  listCompletedTasks: ({ store, msisdn }) => ok({ success: true, data: store.completedTasks(msisdn) }),

  listTournaments: ({ store }) => ok({ success: true, data: store.tournaments() }),

  viewTournament: ({ store, body }) => ok({ success: true, data: [store.tournament(body.id)] }),

  tournamentCheckin({ store, msisdn, body }) {
    const data = store.checkin(msisdn, body);
    return ok({
      success: true,
      message: data.already_submited ? 'You have already submitted.' : 'Successfully registered',
      data,
    });
  },

  checkEslGames: ({ store, msisdn }) => ok({ success: true, data: { eslgames: store.eslGames(msisdn) } }),

  enterEslGame: ({ store, msisdn, body }) =>
    ok({ success: true, message: 'Level started', data: store.eslEnter(msisdn, body) }),

  submitEslGameResult({ store, msisdn, body }) {
    const data = store.eslResult(msisdn, body);
    return ok({ success: true, message: body.is_passed === '1' ? 'Level passed' : 'Level failed', data });
  },

  exitEslGame({ store, msisdn, body }) {
    store.eslExit(msisdn, body.game_unique_id);
    return ok({ success: true, message: 'Game exited' });
  },

  listVideos: ({ store }) => ok({ success: true, data: store.videos() }),

  listVideoGames: ({ store }) => ok({ success: true, data: store.highlightGames() }),

  listGameVideos: ({ store, body }) => ok({ success: true, data: store.videos(body.gameId) }),

  getProfile: ({ store, msisdn }) => ok(store.profile(msisdn)),

  async completeProfile({ store, msisdn, body, files, uploads }) {
    const email = body.email?.trim();
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return { status: 400, body: { status: false, message: 'email must be a valid e-mail address' } };
    }
    const file = files.find((f) => f.field === 'image');
    const image = file
      ? await uploads.saveImage(file.data, file.mimetype, PROFILE_IMAGE_MAX_BYTES, 'profile')
      : undefined;
    const update = () =>
      store.updateProfile(msisdn, {
        username: body.username?.trim(),
        email,
        gender: body.gender,
        bio: body.bio?.trim(),
        dateOfBirth: body.dateOfBirth,
        image,
      });
    if (image) {
      const { previousImage } = await keepOnlyIfStored(uploads, image, update);
      // The replaced picture is nobody's any more (discard only touches files saveImage named).
      if (previousImage && previousImage !== image) await uploads.discard(previousImage);
    } else {
      update();
    }
    return ok({ status: true, message: 'Profile updated successfully' });
  },

  redeemItem({ store, msisdn, body }) {
    try {
      return ok({ success: true, data: store.redeemItem(msisdn, body.item) });
    } catch (error) {
      if (error instanceof StoreError && (error.status === 404 || error.status === 409)) {
        return {
          status: error.status,
          body: { success: false, message: error.message, data: { details: error.message } },
        };
      }
      throw error;
    }
  },

  redeemClaim({ store, msisdn, body }) {
    const { repeated } = store.redeemClaim(msisdn, body);
    return ok({ success: true, message: repeated ? 'Redemption already confirmed' : 'Redemption confirmed' });
  },

  gamenowNotify({ store, msisdn, gn, body }) {
    if (gn !== 1) {
      return {
        status: 403,
        body: {
          success: false,
          message: 'Only a gamenow partner user (a token with gn 1) can notify gamenow.',
          code: 'NOT_GAMENOW',
        },
      };
    }
    if (!isMsisdn(body.msisdn)) {
      return {
        status: 400,
        body: { success: false, message: 'body/msisdn must be 92 followed by 10 digits' },
      };
    }
    store.notifyPartner(msisdn, body.msisdn);
    return ok({ success: true, message: 'Partner notified' });
  },

  getLeaderboard: ({ store, query }) =>
    ok({ success: true, data: store.leaderboard(typeof query.limit === 'number' ? query.limit : 50) }),
};
