import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'media/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/**', 'next-env.d.ts', 'test-results/**'],
  },
  {
    // Schemas take zod from '@/contract/schemas/z', which configures it for our CSP (types may come from 'zod').
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/schemas/z.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import { z } from '@/contract/schemas/z'.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // The data model stands below the request layer (docs/architecture.md): collections, globals, access
    // rules and the job tasks import nothing from src/server or src/app.
    files: ['src/collections/**/*.ts', 'src/globals/**/*.ts', 'src/access/**/*.ts', 'src/jobs/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import { z } from '@/contract/schemas/z'.", allowTypeImports: true }],
          patterns: [
            { group: ['@/server', '@/server/*', '@/app', '@/app/*', '**/server/*', '**/app/*'], message: 'The data model imports nothing from the request layer (src/server, src/app).' },
          ],
        },
      ],
    },
  },
  {
    // A feature folder (src/features/<name>, docs/architecture.md) keeps the layers inside it. Its data
    // model (collection, hooks, access) stands below the request layer like src/collections; its contract
    // part (endpoints, schemas, the record it answers) is loaded by screens and server alike, so it imports
    // neither.
    files: ['src/features/*/collection.ts', 'src/features/*/hooks/**/*.ts', 'src/features/*/access.ts', 'src/features/*/endpoints.ts', 'src/features/*/schemas.ts', 'src/features/*/record.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Import { z } from '@/contract/schemas/z'.", allowTypeImports: true }],
          patterns: [
            { group: ['@/server', '@/server/*', '@/app', '@/app/*', '**/server/*', '**/app/*', '**/routes/*', '**/service', '**/wire'], message: 'The data model and the contract import nothing from the request layer (src/server, src/app, the routes, service and wire of a feature).' },
          ],
        },
      ],
    },
  },
  {
    // Screens and pages reach /api only through the contract's entries (src/contract/api.ts): no path literal.
    files: ['src/components/**/*.{ts,tsx}', 'src/app/(frontend)/**/*.{ts,tsx}', 'src/app/*.ts', 'src/features/*/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: "Use the contract's entry (api.… from '@/contract/api'), not an /api path." },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: "Use the contract's entry (api.… from '@/contract/api'), not an /api path." },
      ],
    },
  },
]

export default config
