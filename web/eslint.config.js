// ESLint over the page's JavaScript (npm run lint; mvn -Pweb runs it in the test phase): the site's scripts, which
// run as they are in the browser (no bundler), and the browser tests, which run in node and hand functions to the
// page (page.evaluate), so they see both sets of globals.
import js from '@eslint/js';
import globals from 'globals';

/** The house's rules beside ESLint's recommended ones: braces always, strict equality, no shadowed names. */
const house = {
  curly: ['error', 'all'],
  eqeqeq: ['error', 'always'],
  'no-shadow': 'error',
  'no-unused-vars': ['error', { caughtErrors: 'none' }],
  'no-throw-literal': 'error',
  'no-use-before-define': ['error', { functions: false }],
};

export default [
  { ignores: ['target/**', 'node_modules/**'] },
  js.configs.recommended,
  {
    // The site's scripts: plain scripts in the page's (or a worker's) one global scope, each wrapped in a function
    // with 'use strict' that puts what it offers under window.ishido and nothing else into the global scope.
    files: ['src/main/webapp/**/*.js'],
    languageOptions: {
      ecmaVersion: 2020,
      sourceType: 'script',
      globals: {
        ...globals.browser,
        // The compiled game: the JavaScript build's main, the WebAssembly GC build's loader.
        main: 'readonly',
        TeaVM: 'readonly',
      },
    },
    rules: {
      ...house,
      strict: ['error', 'function'],
      'no-implicit-globals': 'error',
    },
  },
  {
    // A helper of the search, the assets it reads, and the service worker run in workers.
    files: ['src/main/webapp/helper.js', 'src/main/webapp/assets.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ['src/main/webapp/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.mjs', 'eslint.config.js'],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      ...house,
      'no-var': 'error',
      'prefer-const': 'error',
    },
  },
];
