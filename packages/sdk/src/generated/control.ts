// Generated from openapi/control.yaml by packages/sdk/scripts/generate.mjs. Do not edit by hand:
// change the contract and run `npm run generate -w packages/sdk`.

export interface paths {
    "/seeds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The named seeds and the one in use */
        get: operations["listSeeds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Replace all state with a named seed (relative to the session's clock) */
        post: operations["resetSeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/clock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The session's clock */
        get: operations["getClock"];
        put?: never;
        /** Set the clock to an instant, or advance it by days; every date rule reads it */
        post: operations["setClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faults": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The faults in force */
        get: operations["listFaults"];
        /** Make an operation fail (replaces its previous fault) */
        put: operations["putFault"];
        post?: never;
        /** Clear one operation's fault (query operationId) or all */
        delete: operations["clearFaults"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every product operation with the statuses a fault may answer */
        get: operations["listOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/journal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The requests the session received, oldest first (at most 500) */
        get: operations["listJournal"];
        put?: never;
        post?: never;
        /** Empty the journal */
        delete: operations["clearJournal"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscribers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or change a subscriber for a test */
        post: operations["putSubscriber"];
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
        Error: {
            /** @constant */
            success: false;
            message: string;
        };
        /** @enum {string} */
        SeedName: "default" | "empty";
        SeedList: {
            seeds: components["schemas"]["SeedName"][];
            current: components["schemas"]["SeedName"];
        };
        ResetRequest: {
            /** @default default */
            seed: components["schemas"]["SeedName"];
        };
        Clock: {
            /** Format: date-time */
            now: string;
            /** @description How far the mock clock is from the real one. */
            offsetMs: number;
        };
        /** @description `now`, `advanceDays` or both (`now`, then moved by `advanceDays`). The clock must stay from 2000-01-01 to before 2100-01-01 (400 otherwise, nothing changed). */
        ClockRequest: {
            /** Format: date-time */
            now?: string;
            /** @description Days to move the clock by (fractions allowed, e.g. an Aim Train level's play time). */
            advanceDays?: number;
        } & (unknown | unknown);
        /** @description At least one of `status`, `noSuccess` and `delayMs`; `bare` only with `noSuccess`. */
        Fault: {
            /** @description A product operation's id (see /operations). */
            operationId: string;
            /** @description Answer this status, one the contract documents for the operation (401 exercises token refresh). */
            status?: number;
            /**
             * @description Answer 200 with success false and an errors text (only where the 200 schema allows it).
             * @constant
             */
            noSuccess?: true;
            /**
             * @description With noSuccess: leave the errors text out, so the client shows its own fallback message (spec section 8, "Failed to fetch tournaments" and the like).
             * @constant
             */
            bare?: true;
            delayMs?: number;
            /** @description Fail only the next N calls; absent = until cleared. */
            times?: number;
        } & (unknown | unknown | unknown);
        FaultList: {
            faults: components["schemas"]["Fault"][];
        };
        OperationList: {
            operations: {
                operationId: string;
                /** @enum {string} */
                method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
                path: string;
                /** @description The failure statuses the operation documents (what `status` of a fault may be). */
                statuses: number[];
                noSuccess: boolean;
            }[];
        };
        Journal: {
            entries: {
                operationId: string;
                method: string;
                path: string;
                status: number;
                /** Format: date-time */
                time: string;
            }[];
        };
        SubscriberRequest: {
            msisdn: string;
            status: components["schemas"]["SubscriberStatus"];
            credits?: number;
        };
        /** @enum {string} */
        SubscriberStatus: "trial" | "active" | "unsubscribed";
        Subscriber: {
            msisdn: string;
            status: components["schemas"]["SubscriberStatus"];
            credits: number;
        };
    };
    responses: {
        /** @description Bad input (400), a request from another site's page (403), a body that is not JSON (415), or mock mode is off (404). */
        Error: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
        Session: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listSeeds: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seeds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeedList"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    resetSeed: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ResetRequest"];
            };
        };
        responses: {
            /** @description The state was reset; faults and journal are cleared. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SeedList"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    getClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Clock"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    setClock: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClockRequest"];
            };
        };
        responses: {
            /** @description The new clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Clock"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    listFaults: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The faults. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultList"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    putFault: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Fault"];
            };
        };
        responses: {
            /** @description The faults in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultList"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
    clearFaults: {
        parameters: {
            query?: {
                operationId?: string;
            };
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The faults still in force. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FaultList"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    listOperations: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationList"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    listJournal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The journal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Journal"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    clearJournal: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The (empty) journal. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Journal"];
                };
            };
            404: components["responses"]["Error"];
        };
    };
    putSubscriber: {
        parameters: {
            query?: never;
            header?: {
                /** @description The isolated session to act on; absent = the main database. 1 to 64 letters, digits, `-` or `_`, and not `main`: any other value is refused with 400 (never cut or cleaned). */
                "x-mock-session"?: components["parameters"]["Session"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriberRequest"];
            };
        };
        responses: {
            /** @description The subscriber. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Subscriber"];
                };
            };
            400: components["responses"]["Error"];
        };
    };
}
