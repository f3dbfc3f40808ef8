// @ts-check
/**
 * `npm run lint`: type-aware TypeScript rules, the React Hooks rules, jsx-a11y, and the layers of
 * docs/architecture.md, "Layers" (an import that points the wrong way fails). Formatting is
 * Prettier's (`npm run format`); eslint-config-prettier turns off the rules it owns, and the line
 * width comes back below for what Prettier does not wrap.
 */
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { layerRules } from './scripts/lint/layers.mjs'

export default tseslint.config(
  {
    // Code samples in content/ are checked and run by the sample checker, as readers see them.
    ignores: ['public/', '.cache/', 'reports/', 'test-results/', 'playwright-report/', 'content/', 'static/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The compiler's noUnusedLocals/noUnusedParameters already report these; `_name` marks a
      // value left out on purpose (a destructured field dropped from a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // A box that scrolls must take focus, so keyboard users can scroll it (WCAG 2.1.1, axe's
      // scrollable-region-focusable): code and output <pre>, named table regions, the console log.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['tabpanel', 'region', 'log'] }],
    },
  },
  ...layerRules,
  {
    // Plain JavaScript build scripts are checked by `tsc` through JSDoc; type-aware rules need types.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
  {
    // Prettier wraps code at 120 columns but leaves comments and strings as written; comments are
    // held to the same width here, so a side-by-side review can read every line.
    rules: {
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignorePattern: '^\\s*// eslint-disable',
        },
      ],
    },
  },
)
