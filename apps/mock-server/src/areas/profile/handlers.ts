import type { Handlers } from '../handler-types';
import { ok } from '../handler-types';
import type { ProfileChanges } from './store';

/** The profile, with its picture. */
export const profileHandlers: Pick<Handlers, 'getProfile' | 'completeProfile'> = {
  getProfile: ({ store, msisdn }) => ok(store.profiles.profile(msisdn)),

  async completeProfile({ store, msisdn, body, files, uploads }) {
    const changes: ProfileChanges = {
      username: body.username?.trim(),
      email: body.email?.trim(),
      gender: body.gender,
      bio: body.bio?.trim(),
      dateOfBirth: body.dateOfBirth,
    };
    // Before the picture is stored: a refused profile keeps no file.
    store.profiles.check(changes);
    const file = files.find((f) => f.field === 'image');
    const image = file ? await uploads.saveImage(file.data, file.mimetype, 'profile') : undefined;
    const update = () => store.profiles.update(msisdn, { ...changes, image });
    if (image) {
      const { previousImage } = await uploads.keepIfStored(image, update);
      // The replaced picture is nobody's any more (discard only touches files saveImage named).
      if (previousImage && previousImage !== image) await uploads.discard(previousImage);
    } else update();
    // The profile as saved: what a client may say was saved (contract: ProfileSaved).
    return ok({
      status: true,
      message: 'Profile updated successfully',
      data: store.profiles.profile(msisdn),
    });
  },
};
