// The messages a console section says about its items, built from how Bulgarian names one of them: every
// section says the same sentences, with its own noun, article and the gender ending of the participles.
import { sectionMessages, type SectionMessages } from './fields';

export interface ItemWords {
  /** One item with its full article, as a sentence's subject: 'Курсът', 'Категорията'. */
  subject: string;
  /** One item after a preposition ('на курса'): the short article where the noun is masculine. */
  object: string;
  /** The items with their article: 'курсовете'. */
  plural: string;
  /** The participles' ending after the subject: '' masculine, 'а' feminine, 'о' neuter. */
  ending: '' | 'а' | 'о';
  /** Where an active item is seen ('на сайта'); without it, an item is said to be shown or not. */
  seenOn?: string;
  /** How a new item came to be, where it is not 'създаден' (a lecturer is 'добавен'). */
  made?: string;
}

/** What only the section says (its headings, its empty list), and any sentence it words otherwise. */
type OwnMessages = Pick<SectionMessages, 'listHeading' | 'createHeading' | 'empty'> & Partial<Pick<SectionMessages, 'confirmDelete' | 'moved'>>;

export function itemMessages(words: ItemWords, own: OwnMessages): SectionMessages {
  const { subject, object, plural, ending, seenOn } = words;
  return sectionMessages({
    loadFailed: `Грешка при зареждане на ${plural}`,
    created: `${subject} е ${words.made ?? 'създаден'}${ending} успешно!`,
    updated: `${subject} е обновен${ending} успешно!`,
    saveFailed: `Грешка при запазване на ${object}`,
    deleted: `${subject} е изтрит${ending} успешно!`,
    deleteFailed: `Грешка при изтриване на ${object}`,
    activated: `${subject} е активиран${ending}${seenOn ? ` и се вижда ${seenOn}` : ''}.`,
    deactivated: `${subject} е деактивиран${ending} и вече не се ${seenOn ? `вижда ${seenOn}` : 'показва'}.`,
    moved: `Редът на ${plural} е променен.`,
    changeFailed: `Грешка при промяна на ${object}`,
    ...own,
  });
}
