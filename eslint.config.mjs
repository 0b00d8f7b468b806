import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const ZOD = { name: 'zod', message: "Import { z } from '@/contract/schemas/z'.", allowTypeImports: true }

/** What a role may not import, each with the reason ESLint prints. */
const FORBIDDEN = {
  requestLayer: {
    group: ['@/server', '@/server/*', '@/app', '@/app/*', '**/server/*', '**/app/*', '**/routes/*', '**/service', '**/wire'],
    message: 'The data model and the contract import nothing from the request layer (src/server, src/app, the routes, service and wire of a feature).',
  },
  screens: {
    group: ['@/components', '@/components/*', '**/components/*', '**/screens/*'],
    message: 'Only screens and pages import screens (src/components, a feature’s screens/): services, handlers, mail, jobs and the data model never do.',
  },
  features: {
    group: ['@/features', '@/features/*', '**/features/*'],
    message: 'The shared kernel imports no feature; a feature is taken in by src/registry (its descriptor, src/registry/features.ts; its screens’ sections, src/registry/screens/sections.ts), and a host screen gets them as props.',
  },
  // The pages (src/app) render the registry's screens (src/registry/screens: the hosts with the features' sections), nothing else of it.
  registryBesideScreens: {
    regex: '^(@/registry|(\\.\\.?/)+(.*/)?registry)(/(?!screens(/|$)).*)?$',
    message: 'A page imports of src/registry only its screens (src/registry/screens); the rest holds the collections and the server’s parts.',
  },
  registry: {
    group: ['@/registry', '@/registry/*', '**/registry', '**/registry/*'],
    message: 'src/registry stands above the features and the kernel, which never import it: only payload.config.ts, src/instrumentation.ts, the scripts and the tests do.',
  },
  aboveLib: {
    group: ['@/collections', '@/collections/*', '@/access', '@/access/*', '@/mail', '@/mail/*', '@/jobs', '@/jobs/*', '@/seed', '@/seed/*', '**/collections/*', '**/mail/*', '**/jobs/*'],
    message: 'src/lib stands under every layer: it imports no collection, access rule, global, mail, job or seed.',
  },
}

/**
 * One no-restricted-imports rule of the given kinds (a file matched by several entries gets the last one: list every kind it needs).
 * Every file of src but the registry's own and src/instrumentation.ts (the app's top, which starts the registry's start-ups) imports no registry; the pages (src/app) its screens only (`registryBesideScreens`).
 */
const forbid = (...kinds) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD], patterns: [...kinds, ...(kinds.includes('registryBesideScreens') ? [] : ['registry'])].map((kind) => FORBIDDEN[kind]) }],
})
/** The files of src that may import src/registry: its own. */
const REGISTRY = ['src/registry/**/*.{ts,tsx}', 'src/instrumentation.ts']

/** The shared kernel's folders (everything of src but the features and Next's app folder). */
const KERNEL = ['access', 'collections', 'components', 'contract', 'i18n', 'jobs', 'lib', 'mail', 'seed', 'server'].map((folder) => `src/${folder}/**/*.{ts,tsx}`)
// A feature's job tasks (`jobs/`) stand where src/jobs does, and the floor changes its hooks announce beside them: with the data model, below the request layer.
// The accounts' password links and the collection's forgot-password endpoint serve the CMS's screens and the /api alike.
const FEATURE_DATA_MODEL = ['src/features/accounts/passwordLinks.ts', 'src/features/accounts/forgotPassword.ts', 'src/features/*/collection.ts', 'src/features/*/collections/**/*.ts', 'src/features/*/globals/**/*.ts', 'src/features/*/hooks/**/*.ts', 'src/features/*/access.ts', 'src/features/*/jobs/**/*.ts', 'src/features/attendance/floorChanges.ts']
// The applications' enrollment.ts is the pipeline's table of moves, which the board, the hooks and the service share.
// The ratios' ratioTable.ts is the NC table and its arithmetic, which the board's screen and the server share.
const FEATURE_CONTRACT = ['src/features/*/endpoints.ts', 'src/features/*/schemas.ts', 'src/features/*/record.ts', 'src/features/applications/enrollment.ts', 'src/features/ratios/ratioTable.ts']
// A feature's boot.ts is what src/instrumentation.ts starts; the attendance's pickups and their photos, and the ratio
// board shared, streamed and alerted on, are services of their own beside service.ts.
const FEATURE_SERVICES = [
  'src/features/*/service.ts',
  'src/features/*/wire.ts',
  'src/features/*/routes/**/*.ts',
  'src/features/*/mail.ts',
  'src/features/*/seed.ts',
  'src/features/*/boot.ts',
  'src/features/attendance/pickups.ts',
  'src/features/attendance/pickupPhotos.ts',
  'src/features/ratios/sharedBoard.ts',
  'src/features/ratios/ratioStream.ts',
  'src/features/ratios/ratioAlerts.ts',
  // The example family (/secure-admin's Add Example Data) is a service of its own beside service.ts.
  'src/features/families/exampleFamily.ts',
  // The accounts' services beside service.ts (the parents' accounts): sessions, the password links and settings,
  // the /secure-admin gate, the names of accounts (other features read them).
  'src/features/accounts/session.ts',
  'src/features/accounts/passwords.ts',
  'src/features/accounts/secureAdmin.ts',
  'src/features/accounts/names.ts',
  // Billing's online payments (Checkout and Stripe's webhook) and its Stripe client, services beside service.ts.
  'src/features/billing/onlinePayments.ts',
  'src/features/billing/stripe.ts',
]

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'media/**', 'src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/**', 'next-env.d.ts', 'test-results/**'],
  },
  // The rules by role (docs/architecture.md, "Rules"). Later entries win for a file several match, so the
  // narrower roles come after the wider ones and each lists all it forbids.
  {
    // Schemas take zod from '@/contract/schemas/z', which configures it for our CSP (types may come from 'zod').
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/schemas/z.ts', ...REGISTRY],
    rules: forbid(),
  },
  {
    // The pages render the registry's screens (src/registry/screens), the hosts handed the features' sections.
    files: ['src/app/**/*.{ts,tsx}'],
    rules: forbid('registryBesideScreens'),
  },
  {
    // The registry (src/registry) stands above the features and the kernel: it imports both, and nothing in src imports it.
    files: REGISTRY,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [ZOD] }] },
  },
  {
    // The kernel imports no feature, except where features are taken in.
    files: KERNEL,
    ignores: ['src/contract/schemas/z.ts'],
    rules: forbid('features'),
  },
  {
    // Services, mail and the seed never import a screen.
    files: ['src/server/**/*.ts', 'src/mail/**/*.ts', 'src/seed/**/*.ts', ...FEATURE_SERVICES],
    rules: forbid('features', 'screens'),
  },
  {
    // Feature services: screens are not theirs to import either (the features rule is for the kernel).
    files: FEATURE_SERVICES,
    rules: forbid('screens'),
  },
  {
    // The data model stands below the request layer (docs/architecture.md): collections, access rules and
    // the job tasks import nothing from src/server or src/app, nor any screen (a global is a feature's: site content's).
    files: ['src/collections/**/*.ts', 'src/access/**/*.ts', 'src/jobs/**/*.ts'],
    rules: forbid('features', 'requestLayer', 'screens'),
  },
  {
    // The contract is what server and screens agree on: below both.
    files: ['src/contract/**/*.ts'],
    ignores: ['src/contract/schemas/z.ts'],
    rules: forbid('features', 'requestLayer', 'screens'),
  },
  {
    // A feature folder (src/features/<name>) keeps the layers inside it. Its data model (collection, hooks,
    // access) stands below the request layer like src/collections; its contract part (endpoints, schemas,
    // the record it answers) is loaded by screens and server alike, so it imports neither.
    files: [...FEATURE_DATA_MODEL, ...FEATURE_CONTRACT],
    rules: forbid('requestLayer', 'screens'),
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: forbid('features', 'requestLayer', 'screens', 'aboveLib'),
  },
  {
    // The registry (src/registry) stands above the features and composes them: neither a feature nor the
    // kernel imports it. The core rule, so that this adds to the entries above instead of replacing theirs.
    files: ['src/features/**/*.{ts,tsx}', ...KERNEL],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/registry', '@/registry/*', '**/registry/*'], message: 'Neither a feature nor the kernel imports the registry (src/registry): it stands above them and composes them.' }] }],
    },
  },
  {
    // Screens and pages reach /api only through the contract's entries (a feature's endpoints.ts, the kernel's in src/contract): no path literal.
    files: ['src/components/**/*.{ts,tsx}', 'src/app/(frontend)/**/*.{ts,tsx}', 'src/app/*.ts', 'src/features/*/screens/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: "Use the endpoint's entry (from its feature's endpoints.ts, or the kernel's in src/contract), not an /api path." },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: "Use the endpoint's entry (from its feature's endpoints.ts, or the kernel's in src/contract), not an /api path." },
      ],
    },
  },
]

export default config
