import type { ReactNode } from 'react';
import { Loading, Navigate, usePermissions } from 'react-admin';
import { hasRole } from './roles';

interface RoleGuardProps {
    allowed: readonly number[];
    children: ReactNode;
}

/** Renders its children only for the listed user types; anyone else lands on /unauthorized. */
export const RoleGuard = ({ allowed, children }: RoleGuardProps) => {
    const { permissions, isPending } = usePermissions<number | undefined>();
    if (isPending) return <Loading />;
    // replace: "Volver" on the access-denied page must not lead back into the guard.
    if (!hasRole(permissions, allowed)) return <Navigate to="/unauthorized" replace />;
    return <>{children}</>;
};
