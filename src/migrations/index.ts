import * as migration_20261121_205051_initial from './20261121_205051_initial';
import * as migration_20261121_214500_rate_limits from './20261121_214500_rate_limits';
import * as migration_20261122_100000_login_failures from './20261122_100000_login_failures';
import * as migration_20261123_121431_integration_api_keys from './20261123_121431_integration_api_keys';
import * as migration_20261123_130000_accounts_pending_email_no_lockout from './20261123_130000_accounts_pending_email_no_lockout';
import * as migration_20261123_152022_media_object_key from './20261123_152022_media_object_key';
import * as migration_20261123_152229_notify_task from './20261123_152229_notify_task';
import * as migration_20261124_094150_email_notices from './20261124_094150_email_notices';
import * as migration_20261124_204422_daily_operations from './20261124_204422_daily_operations';
import * as migration_20261125_000006_ratio_alerts_pickup_photos from './20261125_000006_ratio_alerts_pickup_photos';
import * as migration_20261125_003100_consents_enrollment_pipeline from './20261125_003100_consents_enrollment_pipeline';
import * as migration_20261125_030757_photos_messages_audit from './20261125_030757_photos_messages_audit';
import * as migration_20261125_035010_notify_messages from './20261125_035010_notify_messages';
import * as migration_20261125_175324_languages from './20261125_175324_languages';
import * as migration_20261125_181358_content_locales from './20261125_181358_content_locales';
import * as migration_20261126_173332_audit_record_ids from './20261126_173332_audit_record_ids';
import * as migration_20261127_040233_stays_follow_children from './20261127_040233_stays_follow_children';
import * as migration_20261127_051202_audit_file_media_kinds from './20261127_051202_audit_file_media_kinds';
import * as migration_20261127_191828_billing from './20261127_191828_billing';
import * as migration_20261127_193710_invoices from './20261127_193710_invoices';
import * as migration_20261127_200135_billing_run_job from './20261127_200135_billing_run_job';
import * as migration_20261127_213720_site_settings_tax_id from './20261127_213720_site_settings_tax_id';
import * as migration_20261127_220930_invoice_notices from './20261127_220930_invoice_notices';
import * as migration_20261128_043027_family_accounts from './20261128_043027_family_accounts';
import * as migration_20261128_083236_health_immunizations from './20261128_083236_health_immunizations';
import * as migration_20261128_091325_health_care_plans from './20261128_091325_health_care_plans';
import * as migration_20261128_121343_health_medication_drills_credentials from './20261128_121343_health_medication_drills_credentials';
import * as migration_20261128_145035_health_documents from './20261128_145035_health_documents';
import * as migration_20261201_120000_only_once from './20261201_120000_only_once';

export const migrations = [
  {
    up: migration_20261121_205051_initial.up,
    down: migration_20261121_205051_initial.down,
    name: '20261121_205051_initial',
  },
  {
    up: migration_20261121_214500_rate_limits.up,
    down: migration_20261121_214500_rate_limits.down,
    name: '20261121_214500_rate_limits',
  },
  {
    up: migration_20261122_100000_login_failures.up,
    down: migration_20261122_100000_login_failures.down,
    name: '20261122_100000_login_failures',
  },
  {
    up: migration_20261123_121431_integration_api_keys.up,
    down: migration_20261123_121431_integration_api_keys.down,
    name: '20261123_121431_integration_api_keys',
  },
  {
    up: migration_20261123_130000_accounts_pending_email_no_lockout.up,
    down: migration_20261123_130000_accounts_pending_email_no_lockout.down,
    name: '20261123_130000_accounts_pending_email_no_lockout',
  },
  {
    up: migration_20261123_152022_media_object_key.up,
    down: migration_20261123_152022_media_object_key.down,
    name: '20261123_152022_media_object_key',
  },
  {
    up: migration_20261123_152229_notify_task.up,
    down: migration_20261123_152229_notify_task.down,
    name: '20261123_152229_notify_task',
  },
  {
    up: migration_20261124_094150_email_notices.up,
    down: migration_20261124_094150_email_notices.down,
    name: '20261124_094150_email_notices',
  },
  {
    up: migration_20261124_204422_daily_operations.up,
    down: migration_20261124_204422_daily_operations.down,
    name: '20261124_204422_daily_operations',
  },
  {
    up: migration_20261125_000006_ratio_alerts_pickup_photos.up,
    down: migration_20261125_000006_ratio_alerts_pickup_photos.down,
    name: '20261125_000006_ratio_alerts_pickup_photos',
  },
  {
    up: migration_20261125_003100_consents_enrollment_pipeline.up,
    down: migration_20261125_003100_consents_enrollment_pipeline.down,
    name: '20261125_003100_consents_enrollment_pipeline',
  },
  {
    up: migration_20261125_030757_photos_messages_audit.up,
    down: migration_20261125_030757_photos_messages_audit.down,
    name: '20261125_030757_photos_messages_audit',
  },
  {
    up: migration_20261125_035010_notify_messages.up,
    down: migration_20261125_035010_notify_messages.down,
    name: '20261125_035010_notify_messages',
  },
  {
    up: migration_20261125_175324_languages.up,
    down: migration_20261125_175324_languages.down,
    name: '20261125_175324_languages',
  },
  {
    up: migration_20261125_181358_content_locales.up,
    down: migration_20261125_181358_content_locales.down,
    name: '20261125_181358_content_locales',
  },
  {
    up: migration_20261126_173332_audit_record_ids.up,
    down: migration_20261126_173332_audit_record_ids.down,
    name: '20261126_173332_audit_record_ids',
  },
  {
    up: migration_20261127_040233_stays_follow_children.up,
    down: migration_20261127_040233_stays_follow_children.down,
    name: '20261127_040233_stays_follow_children',
  },
  {
    up: migration_20261127_051202_audit_file_media_kinds.up,
    down: migration_20261127_051202_audit_file_media_kinds.down,
    name: '20261127_051202_audit_file_media_kinds',
  },
  {
    up: migration_20261127_191828_billing.up,
    down: migration_20261127_191828_billing.down,
    name: '20261127_191828_billing',
  },
  {
    up: migration_20261127_193710_invoices.up,
    down: migration_20261127_193710_invoices.down,
    name: '20261127_193710_invoices',
  },
  {
    up: migration_20261127_200135_billing_run_job.up,
    down: migration_20261127_200135_billing_run_job.down,
    name: '20261127_200135_billing_run_job',
  },
  {
    up: migration_20261127_213720_site_settings_tax_id.up,
    down: migration_20261127_213720_site_settings_tax_id.down,
    name: '20261127_213720_site_settings_tax_id',
  },
  {
    up: migration_20261127_220930_invoice_notices.up,
    down: migration_20261127_220930_invoice_notices.down,
    name: '20261127_220930_invoice_notices',
  },
  {
    up: migration_20261128_043027_family_accounts.up,
    down: migration_20261128_043027_family_accounts.down,
    name: '20261128_043027_family_accounts',
  },
  {
    up: migration_20261128_083236_health_immunizations.up,
    down: migration_20261128_083236_health_immunizations.down,
    name: '20261128_083236_health_immunizations',
  },
  {
    up: migration_20261128_091325_health_care_plans.up,
    down: migration_20261128_091325_health_care_plans.down,
    name: '20261128_091325_health_care_plans',
  },
  {
    up: migration_20261128_121343_health_medication_drills_credentials.up,
    down: migration_20261128_121343_health_medication_drills_credentials.down,
    name: '20261128_121343_health_medication_drills_credentials',
  },
  {
    up: migration_20261128_145035_health_documents.up,
    down: migration_20261128_145035_health_documents.down,
    name: '20261128_145035_health_documents',
  },
  {
    up: migration_20261201_120000_only_once.up,
    down: migration_20261201_120000_only_once.down,
    name: '20261201_120000_only_once'
  },
];
