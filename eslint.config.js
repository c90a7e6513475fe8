import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", ".tmp/", "coverage/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // zod's CSP setting is made in app/lib/zod.ts; modules that build schemas take `z` from there
    // (see that file). Types may come from zod itself, and so may the content build, which runs
    // in Vite's config outside the app's module graph.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts", "app/content/**", "app/env.server.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "zod",
              message: 'Import { z } from "~/lib/zod" (it sets zod up for the CSP first).',
              allowTypeImports: true,
            },
            {
              name: "react-router",
              importNames: ["Link", "NavLink", "redirect"],
              message:
                "Use SiteLink / SiteNavLink (~/components/common/site-link) and redirect from ~/lib/redirect.server: they keep the page's language (issue 21).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
);
