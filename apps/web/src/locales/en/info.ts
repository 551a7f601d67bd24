import info from './info.json';

// A section of the English catalogue: the information pages' area (FAQs, Learn & Win, the terms, not
// found), their longest texts. Each of those pages loads it with its chunk (src/app/router.tsx,
// src/lib/i18n.tsx), so Home's visit does not download it (decision 1080, round 5).
export default {
  ...info,
};
