// A user-visible string literal in a component of a translated folder is refused: the words come
// from the catalogs (docs/decisions.md, Languages). Text in JSX, and the props a person reads or
// hears (label, title, aria-label...), count; a string without a letter (" · ", "–") does not.
//
// Escape hatch, with a reason: a comment on the line before (or on the same line) that says
// `untranslated: <why>`, e.g. a product name or a hidden honeypot field no person sees. A bare
// `untranslated:` without a reason is refused too.

const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'aria-label',
  'aria-description',
  'placeholder',
  'alt',
  'description',
  'subtitle',
  'nothingFoundMessage',
  'error',
]);

const HAS_LETTER = /\p{L}/u;
const ESCAPE = /untranslated:\s*(.*)/;

/** @type {import('eslint').Rule.RuleModule} */
export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from the message catalogs' },
    messages: {
      literal:
        'User-visible text "{{text}}" belongs in the message catalogs (docs/decisions.md, Languages); an exception needs an `untranslated: <reason>` comment.',
      noReason: 'An `untranslated:` comment needs a reason.',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    /** The escape comment for a node: on its line or the line before. */
    function escape(node) {
      const line = node.loc.start.line;
      return source
        .getAllComments()
        .find(
          (comment) =>
            ESCAPE.test(comment.value) &&
            (comment.loc.end.line === line - 1 || comment.loc.start.line === line),
        );
    }
    function check(node, text) {
      if (!HAS_LETTER.test(text)) return;
      const comment = escape(node);
      if (comment) {
        const reason = ESCAPE.exec(comment.value)?.[1]?.trim() ?? '';
        if (reason.length < 3) context.report({ node, messageId: 'noReason' });
        return;
      }
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    }
    const inJsx = (node) =>
      node.parent?.type === 'JSXExpressionContainer' &&
      ['JSXElement', 'JSXFragment'].includes(node.parent.parent?.type);
    return {
      JSXText(node) {
        check(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!VISIBLE_PROPS.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string')
          check(node, node.value.value);
        const expression =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : undefined;
        if (expression?.type === 'Literal' && typeof expression.value === 'string')
          check(node, expression.value);
        if (expression?.type === 'TemplateLiteral')
          check(node, expression.quasis.map((quasi) => quasi.value.cooked).join(''));
      },
      Literal(node) {
        if (typeof node.value === 'string' && inJsx(node)) check(node, node.value);
      },
      TemplateLiteral(node) {
        if (inJsx(node)) check(node, node.quasis.map((quasi) => quasi.value.cooked).join(''));
      },
    };
  },
};
