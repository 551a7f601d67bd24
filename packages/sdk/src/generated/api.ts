// Generated from openapi/openapi.yaml by packages/sdk/scripts/generate.mjs. Do not edit by hand:
// change the contract and run `npm run generate -w packages/sdk`.

export interface paths {
    "/v1/jt/gen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a subscribed msisdn for an access token
         * @description The token comes back in the `access_token` response header. `refferer` is `gamenow` for
         *     users arriving through the gamenow partner (the token then carries `gn: 1`), otherwise null.
         *     An unknown or unsubscribed number gets no token, and the same answer either way.
         */
        post: operations["generateToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/active-streak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscriber's daily login streak */
        get: operations["getActiveStreak"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/update-daily-streak": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim today's daily login reward
         * @description Credits the day's amount (`amount_to_claim` of the active streak) once per day. The body is
         *     empty or `{}`; the subscriber comes from the token. A second claim on the same day answers 409
         *     and credits nothing.
         */
        post: operations["updateDailyStreak"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/daily-challenges/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games a subscriber can choose for the daily task */
        get: operations["listDailyGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/daily-challenges/select-game": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save the subscriber's game for daily tasks (the spec's game-select call)
         * @description Saves `gameId` as the subscriber's daily-task game (it then appears in the active streak's
         *     `gameId`) and answers that game's challenges; the first item is today's challenge.
         */
        post: operations["selectDailyGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/daily-challenges/challenges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Today's challenge for a game, first in the list */
        post: operations["getDailyChallenges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/daily-challenges/entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the screenshot entry for today's challenge
         * @description A PNG or JPEG of at most 2048000 bytes, judged by its content as well as its declared type.
         *     Marks today's challenge submitted (`entryStatus` no longer 'Not submitted').
         */
        post: operations["submitDailyEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/challenge/entry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a game-challenge screenshot as a data URL
         * @description `entryImage` is a `data:image/png;base64,...` or `data:image/jpeg;base64,...` URL whose decoded
         *     image is at most 2048000 bytes. Credits the challenge's prize once and sets its `makeEntry` to 1.
         */
        post: operations["submitChallengeEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/challenges/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Games that have game challenges (the Home "Gaming Tasks" row) */
        post: operations["listChallengeGames"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/challenges/game/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A game and its challenges */
        post: operations["getGameChallenges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/completed-task/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Challenges the subscriber has claimed */
        post: operations["listCompletedTasks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournaments/all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The weekly tournaments */
        get: operations["listTournaments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournament/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One tournament; the first item of `data` is used */
        post: operations["viewTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/tournament/entry/checkin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register (check in) for a tournament
         * @description Only while the tournament's status is 1. `pubg_id` is required when `UIDCheck` is 1,
         *     `pubg_nick` always, `userEmail` unless `tourn_type` is 'Credits'. A credit entry fee is spent
         *     from the subscriber's credits. A second check-in answers `data.already_submited: true` and
         *     changes nothing.
         */
        post: operations["tournamentCheckin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/esl-games/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The originals (ESL) games and the subscriber's next level in each */
        get: operations["checkEslGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/esl-games/enter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a level of an originals game
         * @description Accepted only for the subscriber's next unlocked level, and only when `level_credits` equals
         *     that level's reward in the level table. Opens a play session that the result call closes.
         */
        post: operations["enterEslGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/esl-games/result": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a level's outcome (the spec's Aim Train result call)
         * @description Closes the play session opened by enter. `is_passed` '1' credits the level's reward once and
         *     unlocks the next level; '0' credits nothing. A result for a level with no open session
         *     answers 409 and changes nothing, and so does a pass posted sooner after enter than the level's
         *     minimum play time (`TOO_FAST`: the shortest time the game's own rules allow, from 1.05 s for
         *     level 1 to 6 s for level 25; the level stays open).
         */
        post: operations["submitEslGameResult"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/esl-games/exit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Leave a level without a result
         * @description Closes the open play session, if any, crediting nothing. Idempotent.
         */
        post: operations["exitEslGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All highlight videos */
        get: operations["listVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-videos/games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Games that have highlight videos */
        get: operations["listVideoGames"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/youtube-videos/game-videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One game's highlight videos */
        post: operations["listGameVideos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The subscriber's profile and totals */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/user/profile/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update the profile
         * @description Multipart form. `image`, when present, is a PNG or JPEG of at most 2097152 bytes and becomes
         *     `profileImage`. A field left out is kept as it was. A text field sent empty is cleared (`email`,
         *     `gender`, `bio`, `dateOfBirth`): the subscriber removed it. `username` cannot be cleared: sent
         *     empty, the update is refused (400) and nothing changes. The spec's `name` is not one of the fields:
         *     no update changes it. The answer carries the profile as saved (`data`, designed), so a client says
         *     "saved" only for what the server kept.
         */
        post: operations["completeProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/redeem-item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start redeeming a catalogue item
         * @description `item` is the catalogue index plus 1. Checks that the subscriber has enough credits and answers
         *     a redemption to confirm with redeem-claim; no credits move yet. A refusal (not enough credits,
         *     no such item) is `success: false` with `data.details` or `data.message` (spec section 7); the
         *     spec does not give its status, so a client reads the body whatever the status: 200, or the
         *     4xx this mock answers by default. The mock's spec profile answers refusals with 200.
         */
        post: operations["redeemItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/redeem-claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a redemption with contact details
         * @description Spends the item's credits exactly once per `uuid`, whatever the number of times or the
         *     concurrency it is sent with; a repeat of a confirmed claim answers 200 without spending again.
         *     The request is recorded for the support team, who contact the subscriber within 24 hours.
         *     `item` and `uuid` are sent back as the redeem-item answer gave them (the spec's form carries
         *     the redeem result to the claim).
         */
        post: operations["redeemClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/gamenow/notify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell the gamenow partner which Jazz number wants to redeem */
        post: operations["gamenowNotify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/leaderboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscribers ranked by score */
        get: operations["getLeaderboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/field-vitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report one page load's figures (LCP, INP, CLS, FCP, the check-in shown)
         * @description The web app sends it with `navigator.sendBeacon` (or a `keepalive` fetch) when the page is
         *     hidden, only when its build names this endpoint (`VITE_VITALS_URL`, off by default) and the page
         *     load was sampled (`VITE_VITALS_SAMPLE_RATE`). No token: it names no subscriber. The body says
         *     nothing personal: the route's path pattern (never the address, whose query carries `?a=<msisdn>`),
         *     the connection's effective type, and each figure's name, value, rating and navigation type; no
         *     msisdn, token, user agent or timestamp. Each figure is sent once per page load. The mock server
         *     keeps them in memory, in bounded samples per page, connection and figure, never with the
         *     sender's address, and shows their 75th percentiles at `/docs/vitals`. Limited per client.
         */
        post: operations["reportFieldVitals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        EmptyObject: Record<string, never>;
        /**
         * @description A subscriber's number, country code 92 plus 10 digits.
         * @example 923001234567
         */
        Msisdn: string;
        Credits: number;
        /** @description An absolute URL or a path on the API host. */
        ImageUrl: string;
        ErrorResponse: {
            /** @constant */
            success: false;
            /** @description What went wrong, for people. */
            message: string;
            /** @description A server-side error text, shown before client fallbacks when present. */
            errors?: string;
            details?: string;
            /** @description A stable machine-readable code (for example `ALREADY_CLAIMED`). */
            code?: string;
            /** @description With `INSUFFICIENT_CREDITS`, the credits the call needs. */
            required_credits?: components["schemas"]["Credits"];
            /** @description With `INSUFFICIENT_CREDITS`, the subscriber's balance when the call was refused. */
            credits?: components["schemas"]["Credits"];
            /** @description With `LEVEL_LOCKED` and `NO_OPEN_SESSION`, the level the call named. */
            game_level?: number;
            /** @description With `LEVEL_LOCKED`, the level the subscriber can play. */
            next_level?: number;
        };
        /**
         * @description One page load's figures. Times are milliseconds since the navigation started, rounded; CLS is
         *     unitless. `page` and `connection` are the only context: nothing names the subscriber, the device
         *     or the moment.
         */
        FieldVitalsBatch: {
            /**
             * @description The web app's route (`/`, `/tournaments`, `*` for an address it does not know).
             * @example /tournaments
             */
            page: string;
            /** @enum {string} */
            connection: "slow-2g" | "2g" | "3g" | "4g" | "unknown";
            metrics: {
                /**
                 * @description A Core Web Vital (FCP, LCP, INP, CLS), or `checkin-visible`, when the check-in dialog was first shown.
                 * @enum {string}
                 */
                name: "FCP" | "LCP" | "INP" | "CLS" | "checkin-visible";
                /** @description Milliseconds (CLS is a unitless score). */
                value: number;
                /**
                 * @description web-vitals' rating against the metric's thresholds.
                 * @enum {string}
                 */
                rating: "good" | "needs-improvement" | "poor";
                /**
                 * @description How the page was reached (web-vitals' navigationType).
                 * @enum {string}
                 */
                navigation: "navigate" | "reload" | "back-forward" | "back-forward-cache" | "prerender" | "restore";
            }[];
        };
        MessageResponse: {
            success: boolean;
            message: string;
        };
        /**
         * @description The claims of the JWT returned by generateToken (HS256). Not a request or response body:
         *     clients decode it from the `access_token` header.
         */
        AccessTokenClaims: {
            msisdn: components["schemas"]["Msisdn"];
            /**
             * @description 1 when the user arrived through the gamenow partner.
             * @enum {integer}
             */
            gn: 0 | 1;
            /** @description Issued at, seconds since the epoch. */
            iat: number;
            /** @description Expiry, seconds since the epoch. */
            exp: number;
        };
        TokenRequest: {
            msisdn: components["schemas"]["Msisdn"];
            /** @description `gamenow` for partner users, otherwise null. */
            refferer?: string | null;
        };
        GameIdRequest: {
            gameId: string;
        };
        IdRequest: {
            id: string;
        };
        DailyEntryUpload: {
            /**
             * Format: binary
             * @description The screenshot, PNG or JPEG, at most 2048000 bytes.
             */
            entryImage: Blob;
            challengeId: string;
        };
        ChallengeEntryRequest: {
            /** @description A base64 data URL of a PNG or JPEG (decoded size at most 2048000 bytes). */
            entryImage: string;
            gameId: string;
            challengeId: string;
        };
        TournamentCheckinRequest: {
            /** @description The tournament's `tourn_id`. */
            id: string;
            /** @description The player's in-game UID; required (non-blank) when the tournament's UIDCheck is 1. */
            pubg_id: string;
            /** @description The in-game nickname; always required (non-blank). */
            pubg_nick: string;
            /** @description Required (a valid address) unless the tournament's tourn_type is 'Credits'. */
            userEmail: string;
        };
        EslEnterRequest: {
            game_unique_id: string;
            game_name: string;
            game_level: number;
            level_credits: number;
        };
        EslResultRequest: {
            game_unique_id: string;
            game_level: number;
            /** @enum {string} */
            is_passed: "1" | "0";
            /** @description Why the level failed, as the game reported it (for example 'Time is up'). */
            reason?: string;
        };
        EslExitRequest: {
            game_unique_id: string;
            game_level?: number;
        };
        ProfileUpdate: {
            username?: string;
            email?: string;
            /** @enum {string} */
            gender?: "male" | "female" | "";
            bio?: string;
            /** @description YYYY-MM-DD, or empty. */
            dateOfBirth?: string;
            /**
             * Format: binary
             * @description PNG or JPEG, at most 2097152 bytes.
             */
            image?: Blob;
        };
        RedeemItemRequest: {
            /** @description The catalogue index plus 1. */
            item: number;
        };
        RedeemClaimRequest: {
            /** @description The `item` of the redeem-item answer being confirmed, sent back as it came (the item's name); the catalogue number (index plus 1) that redeem-item was sent is accepted too. Either must name the redemption's item. */
            item: string | number;
            /** Format: uuid */
            uuid: string;
            name: string;
            /**
             * Format: email
             * @description An e-mail address as JSON Schema's `format: email` reads it (ASCII, a host with a dot). The redeem form checks it before sending; the mock server refuses another with 400.
             */
            email: string;
            /** @description The subscriber's number as shown read-only in the form. */
            phone: string;
        };
        GamenowNotifyRequest: {
            msisdn: components["schemas"]["Msisdn"];
        };
        StreakData: {
            /** @description Consecutive days claimed up to yesterday (or today once claimed). */
            active_streak: number;
            /** @description The streak day that today's claim counts as. */
            streak_to_claim: number;
            amount_to_claim: components["schemas"]["Credits"];
            /** @description Whether today's reward has been claimed. */
            rewardClaimed: boolean;
            /** @description The chosen daily-task game, null until one is chosen. */
            gameId: string | null;
            /** @description The streak day shown as current on the streak day card. */
            active_day: number;
        };
        ActiveStreakResponse: {
            success: boolean;
            data: components["schemas"]["StreakData"];
        };
        StreakClaimResponse: {
            success: boolean;
            message: string;
            data: {
                credits_awarded: components["schemas"]["Credits"];
                active_streak: number;
                credits: components["schemas"]["Credits"];
            };
        };
        DailyGame: {
            id: string;
            gameId: string;
            name: string;
            thumbnail: components["schemas"]["ImageUrl"];
            /** @description The game's display name, used to match artwork. */
            game: string;
        };
        DailyGameListResponse: {
            success: boolean;
            data: components["schemas"]["DailyGame"][];
            errors?: string;
            message?: string;
        };
        DailyChallenge: {
            name: string;
            prize: components["schemas"]["Credits"];
            challenge_thumbnail: components["schemas"]["ImageUrl"];
            challengeId: string;
            /** @description 'Not submitted' until the entry is uploaded, then 'Submitted'. */
            entryStatus: string;
            /**
             * @description 1 means no challenge is available today.
             * @enum {integer}
             */
            archieved: 0 | 1;
        };
        DailyChallengeListResponse: {
            success: boolean;
            message?: string;
            data: components["schemas"]["DailyChallenge"][];
        };
        GameChallenge: {
            challengeId: string;
            id: string;
            challengeName: string;
            prize: components["schemas"]["Credits"];
            challengeThumbnail: components["schemas"]["ImageUrl"];
            /**
             * @description 1 once the subscriber's entry is in (shown as CLAIMED).
             * @enum {integer}
             */
            makeEntry: 0 | 1;
            /**
             * @description 0 means active.
             * @enum {integer}
             */
            archived: 0 | 1;
        };
        GameChallengesResponse: {
            success: boolean;
            message?: string;
            data: {
                game: components["schemas"]["DailyGame"];
                challenges: components["schemas"]["GameChallenge"][];
            };
        };
        CompletedTask: {
            challenge_uuid: string;
            challenge_name: string;
            prize: components["schemas"]["Credits"];
            thumbnail: components["schemas"]["ImageUrl"];
        };
        CompletedTaskListResponse: {
            success: boolean;
            data: components["schemas"]["CompletedTask"][];
        };
        TournamentEntry: {
            pubg_nick: string;
        };
        Tournament: {
            id: string;
            tourn_id: string;
            tourn_name: string;
            /** @description The tournament's game, used to pick artwork (PUBG Mobile, Freefire or other). */
            game?: string;
            /** @description Start as three space-separated parts: date, time and am/pm (for example '2026-11-28 08:00 PM'); null when unknown. */
            time: string | null;
            /** Format: date-time */
            timeStart: string | null;
            /** Format: date-time */
            timeEnd: string | null;
            /** @description 1 open, 2 in progress, above 2 ended. Follows the clock between timeStart and timeEnd. */
            status: number;
            /** @enum {integer} */
            is_running: 0 | 1;
            /** @description The entry fee in credits; null when unknown. */
            entryFee: number | null;
            /** @enum {integer} */
            isEntryFree: 0 | 1;
            prize: string;
            second_prize: string;
            third_prize: string;
            banner: components["schemas"]["ImageUrl"];
            platform: string;
            /** @enum {integer} */
            UIDCheck: 0 | 1;
            /** @description 'Credits' or another type. */
            tourn_type: string;
            entries: components["schemas"]["TournamentEntry"][];
            /** @description Whether the token's subscriber is registered for this tournament (tournament/view only). */
            registered?: boolean;
        };
        TournamentListResponse: {
            success: boolean;
            data: components["schemas"]["Tournament"][];
            errors?: string;
            message?: string;
        };
        TournamentCheckinResponse: {
            success: boolean;
            message: string;
            errors?: string;
            data: {
                already_submited: boolean;
                credits?: components["schemas"]["Credits"];
            };
        };
        EslGame: {
            game_name: string;
            game_unique_id: string;
            gameId: string;
            thumbnail: components["schemas"]["ImageUrl"];
            /** @description The level the subscriber plays next; null once every level is passed. */
            next_level: number | null;
            /** @description The reward of next_level in the level table. */
            level_credits: number | null;
        };
        EslGamesResponse: {
            success: boolean;
            errors?: string;
            data: {
                eslgames: components["schemas"]["EslGame"][];
            };
        };
        EslEnterResponse: {
            success: boolean;
            message: string;
            data: {
                game_unique_id: string;
                game_level: number;
                level_credits: components["schemas"]["Credits"];
            };
        };
        EslResultResponse: {
            success: boolean;
            message: string;
            data: {
                credits_awarded: components["schemas"]["Credits"];
                next_level: number | null;
                credits: components["schemas"]["Credits"];
            };
        };
        Video: {
            id: string;
            title: string;
            /** @description A video-site link in any common form (watch, youtu.be, shorts, embed). */
            link: string;
            thumbnail: components["schemas"]["ImageUrl"];
            game: string;
        };
        VideoListResponse: {
            success: boolean;
            errors?: string;
            data: components["schemas"]["Video"][];
        };
        GameHighlight: {
            id: string;
            gameId: string;
            game: string;
            thumbnail?: components["schemas"]["ImageUrl"];
        };
        GameHighlightListResponse: {
            success: boolean;
            errors?: string;
            data: components["schemas"]["GameHighlight"][];
        };
        Profile: {
            success: boolean;
            name: string;
            username: string;
            email: string;
            /** @enum {string} */
            gender: "male" | "female" | "";
            bio: string;
            dateOfBirth: string;
            profileImage: string | null;
            phone: string;
            total_tournament: number;
            completed_tasks_total: number;
            credits: components["schemas"]["Credits"];
            items_redeemed: number;
        };
        ProfileErrorResponse: {
            /** @constant */
            success: false;
            /** @constant */
            error: true;
            message: string;
        };
        ProfileUpdateResponse: {
            status: boolean;
            message: string;
        };
        ProfileSaved: {
            status: boolean;
            message: string;
            data: components["schemas"]["Profile"];
        };
        RedeemItemResponse: {
            /** @constant */
            success: true;
            data: {
                /** @description The subscriber's name for the form. */
                name: string;
                /** @description The catalogue item's name; redeem-claim takes it back as it is. */
                item: string;
                /**
                 * Format: uuid
                 * @description The redemption to confirm with redeem-claim.
                 */
                uuid: string;
                /** @description The subscriber's number, shown read-only. */
                tel: string;
            };
        };
        /**
         * @description A refusal: 409 (not enough credits) or 400/404 (no such item) on the mock's full profile; 200, as
         *     the spec words it, on the spec profile.
         * @example {
         *       "success": false,
         *       "data": {
         *         "details": "You need 130500 credits to redeem Playstation 5; you have 0."
         *       }
         *     }
         */
        RedeemItemFailure: {
            /** @constant */
            success: false;
            message?: string;
            /** @description `INSUFFICIENT_CREDITS` when the balance is below the item's cost. */
            code?: string;
            /** @description With `INSUFFICIENT_CREDITS`, the item's cost. */
            required_credits?: components["schemas"]["Credits"];
            /** @description With `INSUFFICIENT_CREDITS`, the subscriber's balance when the call was refused. */
            credits?: components["schemas"]["Credits"];
            data: {
                details?: string;
                message?: string;
            };
        };
        LeaderboardEntry: {
            rank: number;
            name: string;
            username: string;
            /** @description The subscriber's credits. */
            score: number;
            profileImage: string | null;
            total_tournaments: number;
            redeemed_items: number;
            total_challenges: number;
        };
        LeaderboardResponse: {
            success: boolean;
            data: components["schemas"]["LeaderboardEntry"][];
        };
    };
    responses: {
        /** @description The request breaks the contract or a rule; `message` names the field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Missing, invalid or expired token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The number is not subscribed (it never was, it unsubscribed, or its trial ended): no token is issued, and the answer is the same in every case, so that it tells no one who was once a subscriber. */
        NotSubscribed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The thing asked for does not exist. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The request is valid but the current state forbids it (already done, closed, not enough credits...). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The upload, or the body, is larger than the limit. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The upload is not a PNG or JPEG image (a broken file named .png included), or the body is not of the expected content type. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Too many calls (token requests per client, partner notifications and challenge entries per subscriber, uploads at once, field figures per client); try again later. */
        TooManyRequests: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The server failed; the message hides the details. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description The profile could not be read (`success` false, `error` true, `message`). */
        ProfileError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProfileErrorResponse"];
            };
        };
        /** @description A field breaks the schema or a rule; the profile was not updated (`status` false and a `message`). */
        ProfileUpdateInvalid: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProfileUpdateResponse"];
            };
        };
        /** @description The profile was not updated (`status` false and a `message`). */
        ProfileUpdateError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProfileUpdateResponse"];
            };
        };
        /** @description Too many uploads are being read at once; try again later (`status` false and a `message`). */
        ProfileUpdateTooMany: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProfileUpdateResponse"];
            };
        };
        /** @description Too many redemptions started in a minute; `data.message` says when to try again. */
        RedeemTooMany: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RedeemItemFailure"];
            };
        };
        /** @description The subscriber cannot afford the item; `data.details` says why. */
        RedeemRefused: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RedeemItemFailure"];
            };
        };
        /** @description The item cannot be redeemed; `data.details` or `data.message` says why. */
        RedeemError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["RedeemItemFailure"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    generateToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description A new token, in the `access_token` header. */
            200: {
                headers: {
                    /** @description The signed JWT (claims in `AccessTokenClaims`). */
                    access_token: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            403: components["responses"]["NotSubscribed"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getActiveStreak: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Streak data (stored by the web app as `activeDayData`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveStreakResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    updateDailyStreak: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyObject"];
            };
        };
        responses: {
            /** @description The reward was credited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreakClaimResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    listDailyGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyGameListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    selectDailyGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameIdRequest"];
            };
        };
        responses: {
            /** @description The game was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyChallengeListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getDailyChallenges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameIdRequest"];
            };
        };
        responses: {
            /** @description The challenges; the first item is today's (`archieved` 1 when none is available today). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyChallengeListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    submitDailyEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["DailyEntryUpload"];
            };
        };
        responses: {
            /** @description The entry was saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    submitChallengeEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChallengeEntryRequest"];
            };
        };
        responses: {
            /** @description The entry was saved and the prize credited. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    listChallengeGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyObject"];
            };
        };
        responses: {
            /** @description The games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DailyGameListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getGameChallenges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The game and its challenges. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameChallengesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listCompletedTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["EmptyObject"];
            };
        };
        responses: {
            /** @description The completed tasks, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletedTaskListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    listTournaments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournaments (or `success` false with `errors`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    viewTournament: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IdRequest"];
            };
        };
        responses: {
            /** @description The tournament, as a one-item list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    tournamentCheckin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TournamentCheckinRequest"];
            };
        };
        responses: {
            /** @description Registered, or already registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TournamentCheckinResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    checkEslGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EslGamesResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    enterEslGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EslEnterRequest"];
            };
        };
        responses: {
            /** @description The level may be played. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EslEnterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    submitEslGameResult: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EslResultRequest"];
            };
        };
        responses: {
            /** @description The result was recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EslResultResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    exitEslGame: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EslExitRequest"];
            };
        };
        responses: {
            /** @description The session is closed (or there was none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listVideos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The videos. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    listVideoGames: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The games. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GameHighlightListResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    listGameVideos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GameIdRequest"];
            };
        };
        responses: {
            /** @description The videos (an empty list when the game has none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VideoListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Profile"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProfileError"];
            500: components["responses"]["ProfileError"];
        };
    };
    completeProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["ProfileUpdate"];
            };
        };
        responses: {
            /** @description Updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileSaved"];
                };
            };
            400: components["responses"]["ProfileUpdateInvalid"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["ProfileUpdateError"];
            415: components["responses"]["ProfileUpdateError"];
            429: components["responses"]["ProfileUpdateTooMany"];
            500: components["responses"]["ProfileUpdateError"];
        };
    };
    redeemItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemItemRequest"];
            };
        };
        responses: {
            /** @description The redemption to confirm, or a refusal with `success` false (the spec's shape). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedeemItemResponse"] | components["schemas"]["RedeemItemFailure"];
                };
            };
            400: components["responses"]["RedeemError"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["RedeemError"];
            409: components["responses"]["RedeemRefused"];
            429: components["responses"]["RedeemTooMany"];
            500: components["responses"]["RedeemError"];
        };
    };
    redeemClaim: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RedeemClaimRequest"];
            };
        };
        responses: {
            /** @description The redemption is confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            500: components["responses"]["InternalError"];
        };
    };
    gamenowNotify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GamenowNotifyRequest"];
            };
        };
        responses: {
            /** @description The partner was notified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The token is not a gamenow partner user's (its gn claim is not 1). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
    getLeaderboard: {
        parameters: {
            query?: {
                /** @description How many entries, from rank 1. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ranking, best first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeaderboardResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    reportFieldVitals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FieldVitalsBatch"];
            };
        };
        responses: {
            /** @description The figures were counted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalError"];
        };
    };
}
