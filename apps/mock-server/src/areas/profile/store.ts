import type { Schemas } from '@esr/sdk';
import type { StoreContext } from '../../store/context';
import { requireEmailAddress } from '../../store/email';
import type { Ledger } from '../credits/store';
import { StoreError } from '../../store/store-error';
import type { Subscribers } from '../account/store';

const USERNAME_EMPTY = 'username must not be empty';

export interface ProfileChanges {
  username?: string;
  email?: string;
  gender?: string;
  bio?: string;
  dateOfBirth?: string;
  image?: string;
}

/** A subscriber's profile: the editable fields and the counts the profile page shows. */
export class Profiles {
  constructor(
    private readonly ctx: StoreContext,
    private readonly subscribers: Subscribers,
    private readonly ledger: Ledger,
  ) {}

  profile(msisdn: string): Schemas['Profile'] {
    return this.ctx.readCached(`profile:${msisdn}`, () => ({ value: this.read(msisdn) }));
  }

  private read(msisdn: string): Schemas['Profile'] {
    const row = this.subscribers.require(msisdn, [
      'msisdn',
      'name',
      'username',
      'email',
      'gender',
      'bio',
      'date_of_birth',
      'profile_image',
    ]);
    const count = (source: string) => this.ctx.count(source, msisdn);
    return {
      success: true,
      name: row.name,
      username: row.username,
      email: row.email,
      gender: row.gender,
      bio: row.bio,
      dateOfBirth: row.date_of_birth,
      profileImage: row.profile_image,
      phone: row.msisdn,
      total_tournament: count('SELECT COUNT(*) AS n FROM tournament_entries WHERE msisdn = ?'),
      completed_tasks_total:
        count('SELECT COUNT(*) AS n FROM challenge_entries WHERE msisdn = ?') +
        count('SELECT COUNT(*) AS n FROM daily_entries WHERE msisdn = ?'),
      credits: this.ledger.sum(msisdn),
      items_redeemed: count("SELECT COUNT(*) AS n FROM redemptions WHERE msisdn = ? AND status = 'claimed'"),
    };
  }

  /**
   * Refuses changes that cannot be written (a malformed e-mail, an emptied username): called before a
   * picture is stored. An empty e-mail is a removed one, not a malformed one.
   */
  check(changes: ProfileChanges): void {
    if (changes.username === '') throw new StoreError('invalid', USERNAME_EMPTY, 'USERNAME_EMPTY');
    if (changes.email) requireEmailAddress('email', changes.email);
  }

  /**
   * Writes the fields given, an empty text clearing its field (contract: completeProfile); a field left
   * out is kept. The name is not one of them: the spec's profile has a name and a username, and the form
   * edits the username. Answers the picture it replaced.
   */
  update(msisdn: string, changes: ProfileChanges): { previousImage: string | null } {
    this.check(changes);
    const { profile_image: previousImage } = this.subscribers.require(msisdn, ['profile_image']);
    const columns: Record<string, string | undefined> = {
      username: changes.username,
      email: changes.email,
      gender: changes.gender,
      bio: changes.bio,
      date_of_birth: changes.dateOfBirth,
      profile_image: changes.image,
    };
    const set = Object.entries(columns).filter(([, value]) => value !== undefined);
    if (set.length === 0) return { previousImage };
    this.ctx
      .sql(`UPDATE subscribers SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE msisdn = ?`)
      .run(...set.map(([, value]) => value), msisdn);
    return { previousImage };
  }
}
