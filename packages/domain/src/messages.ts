// Every user-visible message of the product spec (sections 2, 4, 5 and 8), written exactly as the spec
// writes it, typos included ('Token refreshongoing'). Web and server import these instead of retyping them.

/** Messages and fixed UI strings. Parameterised messages are functions. */
export const MESSAGES = {
  // --- Generic states (section 2) ---
  loading: 'Loading...',
  homeRowError: (message: string) => `Error: ${message}`,
  notAvailable: 'N/A',

  // --- Daily check-in and streak (section 4) ---
  congratulations: 'Congratulations!',
  dailyLoginReward: 'Here is your daily login reward',
  alreadyClaimed: 'Already Claimed',

  // --- Daily task and game challenges (sections 2 and 4) ---
  winCredits: (n: number | string) => `Win ${n} Credits`,
  submitEntry: 'Submit Entry',
  submitted: 'Submitted',
  taskCompletedToday: "Great, You've completed today's task, Come back tomorrow for a new one!",
  noChallengesToday: 'No challenges available for today',
  noChallengesForGame: 'No challenges available for this game right now.',
  claimed: 'CLAIMED',
  playNow: 'Play Now',
  playGame: (game: string) => `Play ${game}`,
  noCompletedTasks: 'No completed tasks available',

  // --- Tournaments (sections 2 and 4) ---
  tournamentInProgress: 'Tournament is in progress',
  viewHighlights: 'VIEW HIGHLIGHTS',
  registrationsClosed: 'Registrations Closed',
  tournamentEnded: 'Tournament has ended',
  viewDetails: 'View Details',
  joinNow: 'Join now',
  freeEntry: 'Free Entry',
  entryFeeCredits: (n: number | string) => `${n} Credits`,

  // --- Aim Train (section 4) ---
  levelCompleted: (n: number | string) => `Level ${n} completed!`,
  levelFailed: (n: number | string, reason: string) => `Level ${n} failed! Reason: ${reason}`,
  gameError: 'Game Error',
  reloadGame: 'Reload Game',

  // --- Highlights (section 2) ---
  noGameIdProvided: 'No game ID provided',
  noVideosFound: 'No videos found for this game',

  // --- Validation (section 5) ---
  uploadTypes: 'Only PNG, JPG, and JPEG files are allowed.',
  uploadSize: 'Image should be less than 2MB.',
  profileImageType: 'Please select a valid image file.',
  profileImageSize: 'File size must not exceed 2MB.',
  invalidJazzNumber: 'Please enter a valid Jazz number (starting with 0 and 11 digits long)',
  fillAllFields: 'Please fill in all fields.',

  // --- Section 8: fallbacks when a response lacks success ---
  failedToFetchTournaments: 'Failed to fetch tournaments',
  failedToFetchDailyGames: 'Failed to fetch daily games',
  failedToFetchHighlights: 'Failed to fetch highlights',
  failedToFetchGameHighlights: 'Failed to fetch game highlights',

  // --- Section 8: home rows ---
  failedToLoadWeeklyTournaments: 'Failed to load weekly tournaments',
  failedToLoadDailyGames: 'Failed to load daily games',
  failedToLoadHighlights: 'Failed to load highlights',
  failedToLoadGameHighlights: 'Failed to load game highlights',
  failedToLoadEslGames: 'Failed to load ESL games',

  // --- Section 8: token ---
  msisdnNotFound: 'MSISDN not found',
  noTokenFromRefresh: 'No token received from refresh endpoint',
  tokenRefreshOngoing: 'Token refreshongoing',
  noAccessToken: 'No access token received',

  // --- Section 8: game selector ---
  failedToLoadGames: 'Failed to load games',
  errorLoadingGames: 'Error loading games',

  // --- Section 8: uploads ---
  failedToSubmitImage: 'Failed to submit image. Please try again.',
  genericError: 'An error occurred. Please try again.',
  failedToSubmitEntry: 'Failed to submit entry. Please try again.',

  // --- Section 8: game challenges ---
  noGameSelected: 'No game selected. Please go back and select a game.',
  failedToLoadChallenges: 'Failed to load challenges for this game. Please try again later.',
  errorFetchingChallenges: 'An error occurred while fetching challenges.',

  // --- Section 8: Aim Train enter (popup) and game load ---
  somethingWentWrong: 'Something went wrong.',
  gameLoadError: 'There was an error loading the game. This may be due to WebGL compatibility issues.',

  // --- Section 8: tournament ---
  tournamentIdMissing: 'Tournament ID is missing',
  failedToLoadTournamentDetails: 'Failed to load tournament details',
  noTournamentData: 'No tournament data available',
  failedToFetchTournamentDetails: 'Failed to fetch tournament details',
  failedToCheckIn: 'Failed to check in to the tournament',
  failedToRegister: 'Failed to register for the tournament',
  alreadySubmitted: 'You have already submitted. Please wait for further instructions.',
  registrationSuccess: 'Successfully registered! Please wait for further instructions.',
  failedToLoadTournaments: 'Failed to load tournaments.',

  // --- Section 8: highlights ---
  failedToFetchGameVideos: 'Failed to fetch game videos',
  failedToLoadGameVideos: 'Failed to load game videos',

  // --- Section 8: leaderboard ---
  failedToFetchLeaderboard: 'Failed to fetch leaderboard data',
  failedToLoadLeaderboard: 'Failed to load leaderboard.',

  // --- Section 8: tasks ---
  errorLoadingTasks: 'Error loading tasks.',

  // --- Section 8: redeem ---
  redemptionFailed: 'Redemption failed. Please try again.',
  tryAgainLater: 'Please try again later',

  // --- Section 8: profile ---
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: (message: string) => `Failed to update profile: ${message}`,
  profileUpdateError: 'An error occurred while updating the profile.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fixed titles, subtitles and labels of spec section 2 (not messages: they never depend on state). */
export const COPY = {
  madeByEsl: 'Made by ESL',
  madeByEslSubtitle: 'Play & Earn with ESL Originals',
  gamingTasks: 'Gaming Tasks',
  gamingTasksSubtitle: 'Play daily tasks & win extra credits',
  weeklyTournaments: 'Weekly Tournaments',
  weeklyTournamentsSubtitle: 'Win big credits',
  learnWin: 'Learn & Win',
  learnWinSubtitle: 'Test your gaming mettle',
  rewards: 'Rewards',
  rewardsSubtitle: 'Win Gaming Accessories & Currencies',
  highlights: 'Highlights',
  highlightsSubtitle: 'Rewards, Leaderboard, Tournaments highlights',
  gamingChallenges: 'Gaming Challenges',
  otherGames: 'Other Games',
  gameHighlights: 'Game Highlights',
  completedTasks: 'Completed Tasks',
  browseWeeklyTournaments: 'Browse Weekly Tournaments',
  browseGamingTasks: 'Browse Gaming Tasks',
  earnBigWithRewards: 'Earn Big with Rewards',
  checkInRewards: 'Check in Rewards',
  guestUser: 'Guest User',
  viewAll: 'View All',
  profile: 'Profile',
  register: 'Register',
  redeem: 'Redeem',
  // Leaderboard expandable details.
  leaderboardCredits: 'Credits',
  leaderboardTournamentsPlayed: 'Tournaments Played',
  leaderboardPriceRedeemed: 'Price Redeemed',
  leaderboardCompletedChallenges: 'Completed Challenges',
  // /profile (Settings) sections and items.
  settings: 'Settings',
  settingsSupport: 'SUPPORT',
  editProfile: 'Edit Profile',
  faqs: 'FAQs',
  settingsMoreInformation: 'MORE INFORMATION',
  termsOfService: 'Terms of Service',
  settingsAccountActions: 'ACCOUNT ACTIONS',
  unsubscribe: 'Unsubscribe',
  logout: 'Logout',
} as const;

export type CopyKey = keyof typeof COPY;

/**
 * The spec section 8 messages as one flat, de-duplicated list. Parameterised messages appear with their
 * literal placeholder. End-to-end tests use it to report which messages a run reached.
 */
export const SPEC_MESSAGE_LIST: readonly string[] = [
  // fallbacks
  MESSAGES.failedToFetchTournaments,
  MESSAGES.failedToFetchDailyGames,
  MESSAGES.failedToFetchHighlights,
  MESSAGES.failedToFetchGameHighlights,
  // home rows
  MESSAGES.failedToLoadWeeklyTournaments,
  MESSAGES.failedToLoadDailyGames,
  MESSAGES.failedToLoadHighlights,
  MESSAGES.failedToLoadGameHighlights,
  MESSAGES.failedToLoadEslGames,
  // token
  MESSAGES.msisdnNotFound,
  MESSAGES.noTokenFromRefresh,
  MESSAGES.tokenRefreshOngoing,
  MESSAGES.noAccessToken,
  // game selector
  MESSAGES.failedToLoadGames,
  MESSAGES.errorLoadingGames,
  // uploads
  MESSAGES.failedToSubmitImage,
  MESSAGES.genericError,
  MESSAGES.failedToSubmitEntry,
  // game challenges
  MESSAGES.noGameSelected,
  MESSAGES.failedToLoadChallenges,
  MESSAGES.errorFetchingChallenges,
  // Aim Train enter, game load
  MESSAGES.somethingWentWrong,
  MESSAGES.gameLoadError,
  // tournament
  MESSAGES.tournamentIdMissing,
  MESSAGES.failedToLoadTournamentDetails,
  MESSAGES.noTournamentData,
  MESSAGES.failedToFetchTournamentDetails,
  MESSAGES.failedToCheckIn,
  MESSAGES.failedToRegister,
  MESSAGES.alreadySubmitted,
  MESSAGES.registrationSuccess,
  MESSAGES.failedToLoadTournaments,
  // highlights
  MESSAGES.failedToFetchGameVideos,
  MESSAGES.failedToLoadGameVideos,
  MESSAGES.noGameIdProvided,
  MESSAGES.noVideosFound,
  // leaderboard
  MESSAGES.failedToFetchLeaderboard,
  MESSAGES.failedToLoadLeaderboard,
  // tasks
  MESSAGES.errorLoadingTasks,
  // redeem
  MESSAGES.redemptionFailed,
  MESSAGES.tryAgainLater,
  // profile
  MESSAGES.profileUpdated,
  MESSAGES.profileUpdateFailed('{message}'),
  MESSAGES.profileUpdateError,
];

/** The messages of spec sections 4 (states) and 5 (validation), same format as SPEC_MESSAGE_LIST. */
export const SPEC_STATE_AND_VALIDATION_MESSAGE_LIST: readonly string[] = [
  MESSAGES.congratulations,
  MESSAGES.dailyLoginReward,
  MESSAGES.alreadyClaimed,
  MESSAGES.tournamentInProgress,
  MESSAGES.viewHighlights,
  MESSAGES.registrationsClosed,
  MESSAGES.levelCompleted('{n}'),
  MESSAGES.levelFailed('{n}', '{reason}'),
  MESSAGES.gameError,
  MESSAGES.reloadGame,
  MESSAGES.uploadTypes,
  MESSAGES.uploadSize,
  MESSAGES.profileImageType,
  MESSAGES.profileImageSize,
  MESSAGES.invalidJazzNumber,
  MESSAGES.fillAllFields,
];
