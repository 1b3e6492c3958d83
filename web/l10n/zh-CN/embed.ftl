embed-page-title = { $title }（posenc 图示）
embed-title-heatmap = 正弦位置编码表
embed-title-permutation = 自注意力与词序
embed-title-rotation = 位置的平移即是旋转
embed-title-similarity = 两个位置的编码有多相似
embed-title-order-lab = 训练模型读懂词序
embed-title-offset-head = 回看固定偏移的注意力头
embed-statement = 无障碍声明

## 页面无法使用的 URL 参数的提示

embed-warning-intro = 部分图示参数无效；图示对它们改用默认值：
embed-warning-figure = figure 必须是以下之一：{ $figures }；收到的是“{ $got }”，改为显示 { $figure }。
embed-warning-unknown = { $figure } 图示没有参数“{ $got }”，已忽略（可用的参数：{ $known }）。
embed-warning-twice = { $name } 出现了不止一次；使用最后一个值。
embed-warning-frame = frame 超过 { $max } 个字符；调整高度的消息只带上前 { $max } 个字符“{ $got }”…，宿主页面必须按此匹配。
embed-warning-lang = lang 必须是 es 或 zh-CN 这样的语言标签；收到的是“{ $got }”，改为显示英文。
