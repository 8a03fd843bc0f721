import englishMessages from 'ra-language-english';
import { es } from '../../admin/src/i18n/es';

type Messages = { [key: string]: string | Messages };

const keysOf = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

const lookup = (messages: Messages, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages);

// Not a browser test, but the same promise the browser suites check on screen: no react-admin text left in English.
describe('Catálogo en español del panel', () => {
  const english = englishMessages as unknown as Messages;
  const spanish = es as unknown as Messages;

  it('traduce cada clave de ra-language-english', () => {
    const missing = keysOf(english).filter((key) => typeof lookup(spanish, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('no deja textos en inglés (salvo los que se escriben igual en ambos idiomas)', () => {
    const identical = keysOf(english).filter((key) => lookup(spanish, key) === lookup(english, key));
    expect(identical.sort()).toEqual([
      'ra.boolean.false',
      'ra.configurable.inspector.title',
      'ra.message.no',
      'ra.page.edit',
      'ra.page.list',
      'ra.page.show',
    ]);
  });
});
