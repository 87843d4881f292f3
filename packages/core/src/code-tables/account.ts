import { defineCodeTable } from './define-code-table.js';

/**
 * What an audit-log entry records: the generic verbs plus every resource action. A resource action
 * needs an entry here (the engine checks at start), so the operation log never shows a bare verb.
 */
export const AUDIT_ACTION = defineCodeTable(
  [
    { value: 'create', label: '新增', color: 'success' },
    { value: 'update', label: '编辑', color: 'processing' },
    { value: 'delete', label: '删除', color: 'error' },
    { value: 'disable', label: '停用', color: 'warning' },
    { value: 'enable', label: '启用', color: 'success' },
    { value: 'revoke', label: '撤销', color: 'warning' },
    { value: 'renew', label: '续费', color: 'success' },
    { value: 'sell', label: '办理月卡', color: 'success' },
    { value: 'recharge', label: '充值', color: 'success' },
    { value: 'release', label: '人工放行', color: 'warning' },
    { value: 'refund', label: '退款', color: 'error' },
    { value: 'audit', label: '审核', color: 'processing' },
    { value: 'grant', label: '开通产品', color: 'processing' },
    { value: 'authorize', label: '授权', color: 'processing' },
    { value: 'approve', label: '审核通过', color: 'success' },
    { value: 'reject', label: '驳回', color: 'error' },
    { value: 'ship', label: '发货', color: 'success' },
    { value: 'move', label: '移动', color: 'processing' },
    { value: 'assign-members', label: '设置成员', color: 'processing' },
    { value: 'issue', label: '发放', color: 'success' },
    { value: 'void', label: '作废', color: 'warning' },
    { value: 'send', label: '发券', color: 'success' },
    { value: 'bulk-send', label: '批量发券', color: 'success' },
    { value: 'prepare', label: '核验活动', color: 'default' },
    { value: 'export', label: '导出', color: 'default' },
    { value: 'share-link', label: '生成外部链接', color: 'default' },
    { value: 'remote-start', label: '远程启动', color: 'processing' },
    { value: 'remote-stop', label: '远程停止', color: 'warning' },
    { value: 'change-availability', label: '切换可用性', color: 'default' },
    { value: 'reset', label: '重启', color: 'warning' },
    { value: 'retry', label: '重新开票', color: 'processing' },
    { value: 'reverse', label: '红冲', color: 'error' },
    { value: 'send-sign', label: '发送签署', color: 'processing' },
    { value: 'sign', label: '签署', color: 'success' },
    { value: 'terminate', label: '终止', color: 'error' },
    { value: 'reset-secret', label: '重置密钥', color: 'warning' },
    { value: 'publish', label: '发布', color: 'success' },
    { value: 'offline', label: '下线', color: 'warning' },
  ],
  { label: '其他操作', color: 'default' },
);

/** Why a sign-in failed, as the login log records it (account settings › 最近登录); '' is a success. */
export const LOGIN_REASON = defineCodeTable(
  [
    { value: 'wrong_password', label: '密码错误', color: 'error' },
    { value: 'locked_now', label: '密码错误，账号已锁定', color: 'error' },
    { value: 'locked', label: '账号锁定中', color: 'warning' },
    { value: 'disabled', label: '账号已停用', color: 'default' },
    { value: 'unknown_account', label: '账号不存在', color: 'default' },
  ],
  { label: '登录失败', color: 'error' },
);

/** 抬头类型 of an invoice title: a company (with its tax number) or a person. */
export const INVOICE_TITLE_TYPE = defineCodeTable([
  { value: 1, label: '企业', color: 'blue' },
  { value: 2, label: '个人', color: 'default' },
]);
