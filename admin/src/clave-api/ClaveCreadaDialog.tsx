import { useTranslate } from 'react-admin';
import { SecretoUnaVezDialog } from '../common/SecretoUnaVezDialog';
import type { ClaveApiCreada } from '../api/tipos';

/** The new key, shown this once (the server keeps only its hash): to copy before closing. */
export const ClaveCreadaDialog = ({ clave, onClose }: { clave: ClaveApiCreada; onClose(): void }) => {
    const translate = useTranslate();
    return (
        <SecretoUnaVezDialog
            id="clave-creada-titulo"
            title={translate('resources.ClaveApi.dialog.created')}
            alert={{ severity: 'warning', text: translate('resources.ClaveApi.dialog.warning') }}
            label={translate('resources.ClaveApi.fields.clave')}
            value={clave.clave}
            copyLabel="resources.ClaveApi.dialog.copy"
            onClose={onClose}
        />
    );
};
