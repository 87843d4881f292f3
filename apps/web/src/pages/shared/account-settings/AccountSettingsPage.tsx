import { sessionResource } from '@console/core';
import { Col, Flex, Row } from 'antd';
import { Permission } from '../../../widgets/permission';
import { ChangePasswordCard } from './ChangePasswordCard';
import { LoginLogCard } from './LoginLogCard';
import { ProfileCard } from './ProfileCard';
import { SessionsCard } from './SessionsCard';

/** 账号设置: profile, password, recent sign-ins and, for account managers, the live sessions. */
export default function AccountSettingsPage() {
  return (
    <Flex vertical gap="middle">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <ProfileCard />
        </Col>
        <Col xs={24} lg={12}>
          <ChangePasswordCard />
        </Col>
      </Row>
      <LoginLogCard />
      <Permission codes={[sessionResource.permissions.list]}>
        <SessionsCard />
      </Permission>
    </Flex>
  );
}
