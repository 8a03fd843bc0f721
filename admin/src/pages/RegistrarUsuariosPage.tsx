import usuario from '../usuario';
import { Page } from '../common/Page';

/** Registrar Usuarios: every signed-in user reads the list; types 1-2 also add and edit users here. */
export const RegistrarUsuariosPage = () => (
    <Page title="resources.Usuario.title">
        <usuario.list createLabel="resources.Usuario.actions.add" />
    </Page>
);
