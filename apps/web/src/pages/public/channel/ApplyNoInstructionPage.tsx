import { Card, Typography } from 'antd';

const { Title, Paragraph, Text } = Typography;

/**
 * /paymnet/channel/apply_no/instruction (the spec's spelling): what the 进件编号 is, where it comes
 * from and what to do with it. Static: no sign-in, nothing loaded.
 */
export default function ApplyNoInstructionPage() {
  return (
    <main
      style={{
        minHeight: '100vh',
        background: '#f0f2f5',
        padding: 16,
        display: 'grid',
        placeItems: 'start center',
      }}
    >
      <Card style={{ width: '100%', maxWidth: 720, marginTop: 32 }}>
        <Title level={3}>进件编号说明</Title>
        <Paragraph>
          <Text strong>进件编号</Text>
          是支付渠道（支付宝、微信支付）受理商户进件后给出的唯一编号，用于在渠道侧查询进件进度、
          开通收款和对账。
        </Paragraph>
        <Title level={5}>何时生成</Title>
        <Paragraph>
          商户通过服务商发送的链接填写并提交进件后，进件处于“待审核”。服务商在“渠道进件”中审核通过时，系统把进件提交给支付渠道，
          渠道受理后返回进件编号，进件变为“已通过”。草稿、待审核和已驳回的进件没有进件编号。
        </Paragraph>
        <Title level={5}>在哪里查看</Title>
        <Paragraph>
          服务商：支付服务 › 渠道进件 列表的“进件编号”一栏。商户：服务商发送的“查看进件”链接页面。
        </Paragraph>
        <Title level={5}>被驳回怎么办</Title>
        <Paragraph>
          驳回时会注明原因。商户可用原“填写进件”链接（在有效期内）修改后重新提交；链接过期时请联系服务商重新生成。
        </Paragraph>
      </Card>
    </main>
  );
}
