// The token messages of spec section 8, exactly as the spec writes them (typo included). The SDK throws them
// and the web app writes them to the console for developers: no subscriber reads them, so they are in no
// catalogue and have no translation (decision 1050).
export const TOKEN_MESSAGES = {
  msisdnNotFound: 'MSISDN not found',
  noTokenFromRefresh: 'No token received from refresh endpoint',
  tokenRefreshOngoing: 'Token refreshongoing',
  noAccessToken: 'No access token received',
} as const;
