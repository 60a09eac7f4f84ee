import type { Migration } from './types.ts'

/**
 * The competition committee's edits of the next-season proposal (FAPA art. 76.9): each change of
 * division with the reason given, kept apart from the competitions whose standings it starts from.
 */
export const m007TeamSeasonPlans: Migration = {
  version: 7,
  description: "committee's edits of the team next-season proposal",
  stores: {
    teamSeasonPlans: 'id, updatedAt',
  },
}
