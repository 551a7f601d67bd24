/** Joins the class names that are set: cx('a', on && 'b', undefined) is 'a b' or 'a'. */
export const cx = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');
