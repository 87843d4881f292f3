import { agentResource } from '@console/core';
import { ResourceListPage } from '../../resources';

/** 终端设备: the gate devices of the merchant's parks with their online state. */
export default function AgentListPage() {
  return <ResourceListPage resource={agentResource} />;
}
