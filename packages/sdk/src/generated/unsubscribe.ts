// Generated from openapi/unsubscribe.yaml by packages/sdk/scripts/generate.mjs. Do not edit by hand:
// change the contract and run `npm run generate -w packages/sdk`.

export interface paths {
    "/encrypt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Encrypt the values the unsubscribe page is opened with */
        post: operations["encryptUnsubscribeRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page that confirms and performs the unsubscription */
        get: operations["openUnsubscribePage"];
        put?: never;
        post?: never;
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
        EncryptRequest: {
            /** @description The subscriber's msisdn. */
            mobile: string;
            /** @description The portal's host name. */
            domainName: string;
        };
        EncryptResponse: {
            /** @description true when the page may be opened with the returned values. */
            status: boolean;
            /** @description The encrypted number (with the link's expiry), to pass to the page as-is. */
            mobile: string;
            /** @description The encrypted domain name, to pass to the page as-is. */
            domainName: string;
        };
        EncryptFailure: {
            /** @constant */
            status: false;
            message: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    encryptUnsubscribeRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EncryptRequest"];
            };
        };
        responses: {
            /** @description The values to open the unsubscribe page with. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EncryptResponse"];
                };
            };
            /** @description The number or domain is missing or malformed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EncryptFailure"];
                };
            };
            /** @description No bearer token, or one that is invalid or expired. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EncryptFailure"];
                };
            };
            /** @description The number is not the one the token names. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EncryptFailure"];
                };
            };
            /** @description The body is not application/json. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EncryptFailure"];
                };
            };
        };
    };
    openUnsubscribePage: {
        parameters: {
            query: {
                /** @description The encrypted number returned by the encrypt endpoint. */
                mobile: string;
                /** @description The encrypted domain name returned by the encrypt endpoint. */
                domainName: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The values are missing or cannot be decrypted; an HTML page says so. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
}
