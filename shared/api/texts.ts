import { defineTexts } from '../texts';

/** What a failed call says to a person when the store gave no words of its own. */
export const apiTexts = defineTexts('api', {
  failed: 'Something went wrong. Please try again.',
  unreachable: 'The store could not be reached.',
  unreadable: 'The store sent an answer that could not be read.',
  status: 'The store answered {status}.',
  searchDown: 'Search is not available right now.',
  error: 'There was an error!',
  customerNotSaved: 'The customer could not be saved.',
});
