import { StoreError } from '../../store/store-error';
import { requireEmailAddress } from '../../store/email';
import type { Handlers } from './handler-types';
import { ok } from './handler-types';

/** The profile (with its picture), and redeeming catalogue items with credits. */
export const profileAndRedeemHandlers: Pick<
  Handlers,
  'getProfile' | 'completeProfile' | 'redeemItem' | 'redeemClaim'
> = {
  getProfile: ({ store, msisdn }) => ok(store.profile(msisdn)),

  async completeProfile({ store, msisdn, body, files, uploads }) {
    const email = body.email?.trim();
    // Before the picture is stored: a refused profile keeps no file.
    if (email) requireEmailAddress('email', email);
    const file = files.find((f) => f.field === 'image');
    const image = file ? await uploads.saveImage(file.data, file.mimetype, 'profile') : undefined;
    const update = () =>
      store.updateProfile(msisdn, {
        username: body.username?.trim(),
        email,
        gender: body.gender,
        bio: body.bio?.trim(),
        dateOfBirth: body.dateOfBirth,
        image,
      });
    if (!image) {
      update();
      return ok({ status: true, message: 'Profile updated successfully' });
    }
    const { previousImage } = await uploads.keepIfStored(image, update);
    // The replaced picture is nobody's any more (discard only touches files saveImage named).
    if (previousImage && previousImage !== image) await uploads.discard(previousImage);
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
};
