import 'server-only'

import config from '@payload-config'
import { getPayload as getPayloadInstance } from 'payload'

/** The app's Payload (one per server process; Payload caches it). */
export const getPayload = () => getPayloadInstance({ config })
