// The deploy's migration step (compose's `migrate` service, the Kubernetes
// Job; docs/operations.md): runs before new backends start, so they find the
// schema they expect. Migrations only add (docs/operations.md, "Rolling
// upgrades"), so backends of the previous release keep working meanwhile.
// Then the realms of REALMS_DIR, and the first admin when BOOTSTRAP_ADMIN_*
// asks for one and the realm has none yet: running the step again is harmless.
import { migrate } from '../db/migrate.ts';
import { applyRealmFiles, RealmFilesError } from '../realm/realmFileStore.ts';
import { createFirstAdmin, FirstAdminError } from '../user/firstAdmin.ts';
import { commandConfig, openConfiguredDatabase } from './commandDatabase.ts';

const config = commandConfig();
const db = await openConfiguredDatabase(config);
let failed = false;
try {
  const applied = await migrate(db);
  console.log(applied.length > 0 ? `Applied migrations ${applied.join(', ')}.` : 'The database schema is up to date.');
  if (config.realmsDir) {
    await applyRealmFiles(db, [config.realmsDir]);
    console.log(`Realm files of ${config.realmsDir} written.`);
  }
  if (config.bootstrapAdmin) {
    const outcome = await createFirstAdmin(db, config.bootstrapAdmin);
    console.log(
      outcome.created
        ? `Created the first admin of '${config.bootstrapAdmin.realm}': ${config.bootstrapAdmin.email}. Remove BOOTSTRAP_ADMIN_PASSWORD from the deployment now.`
        : `'${config.bootstrapAdmin.realm}' already has an admin: BOOTSTRAP_ADMIN_* ignored (remove it from the deployment).`,
    );
  }
} catch (error) {
  if (!(error instanceof RealmFilesError || error instanceof FirstAdminError)) throw error;
  console.error(error.message);
  failed = true;
} finally {
  await db.close();
}
process.exit(failed ? 1 : 0);
