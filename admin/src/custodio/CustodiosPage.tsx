import { Page } from '../common/Page';
import { CustodioList } from './CustodioList';

/** Custodios: who holds the company's assets. */
export const CustodiosPage = () => (
    <Page title="app.pages.custodios">
        <CustodioList />
    </Page>
);
