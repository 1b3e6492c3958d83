# 课程下方图示的文字（见 en/lesson-figures.ftl）。

# 列表中数字之间的分隔符。
ui-lesson-figure-separator = {"，"}

# <lesson-addition>
ui-addition-name = 条形图：词嵌入加上它的位置码
ui-addition-no-repeat = 这个句子中没有出现两次的词。
ui-addition-embedding = “{ $word }”的嵌入
ui-addition-input = 位置 { $p } 的输入
ui-addition-label = 两行条形图，每行三个，每个 { $bars } 根条，同一刻度，从 { $lo } 到 { $hi }：“{ $word }”的嵌入加上 PE({ $first }) 等于它在位置 { $first } 的输入；同一个嵌入加上 PE({ $second }) 等于它在位置 { $second } 的输入。
ui-addition-summary = “{ $word }”无论出现在哪里都只有一个嵌入。加上 PE({ $first }) 和 PE({ $second }) 后，得到两个输入，在某个通道上最多相差 { $gap }。位置码保持在 ±1 以内，与这个模型的嵌入值大小相当：词仍然在那里，只是在上面写上了它的位置。

# <lesson-bug>
ui-bug-checked-name = 待检查实现的热力图：位置 × 通道
ui-bug-correct-name = 正确编码的热力图：位置 × 通道
ui-bug-checked-title = 这个实现
ui-bug-correct-title = 正确（论文）
ui-bug-numbers-summary = 用数字比较两张表
ui-bug-numbers-note = 每个通道对（一个正弦和一个余弦）是圆上的一个点。对每个通道对：它从一个位置到下一个位置转过的角度（在各位置上取平均），以及 sin² + cos² 在各位置上的范围（通道对保持在圆上时为 1）。
ui-bug-numbers-region = 表格：每个通道对在两张表中如何旋转
ui-bug-reveal = 揭示错误
ui-bug-hide = 隐藏答案
ui-bug-answer-exponent = 指数用的是通道编号 c，即 10000^(−c/d)，而不是通道对编号，10000^(−2i/d)。一个通道对的正弦和余弦不再共享同一频率，所以平移不再是旋转。
ui-bug-answer-multiply = 它乘以 10000^(2i/d)，而不是除以它。靠后的通道转得越来越快，而不是越来越慢，所以在一个句子的尺度上看起来像噪声，没有任何通道编码粗略的位置。
ui-bug-answer-batch-axis = 编码按批次中的样本编号索引，而不是按位置，所以一个句子的每个位置都得到同一行：模型又看不到词序了。
ui-bug-answer-integer-exponent = 指数 2i/d 是用整数除法算的，对每个通道对都得 0，所以每个频率都是 1：所有通道对每个位置都转 1 弧度，同一个快速的波一遍又一遍。没有任何通道编码粗略的位置，相距 44 的位置（7 圈又 0.02 弧度）得到几乎相同的位置码。
ui-bug-same-tables = { $answer }不过在这里，两张表是一样的：d_model 为 2 时只有第 0 对，它的频率无论如何都是 1。更大的 d_model（第 3 节）才能显示这个错误。
ui-bug-checked-label = 待检查实现的热力图：{ $positions } 个位置 × { $dModel } 个通道。
ui-bug-correct-label = 正确编码的热力图：{ $positions } 个位置 × { $dModel } 个通道。
ui-bug-x-title = 通道 0 … { $last } →
ui-bug-y-title = 位置 0 … { $last } →
ui-bug-cell = 位置 { $p }，通道 { $c }：{ $value }
ui-bug-summary = 两张热力图，{ $positions } 个位置 × { $dModel } 个通道：待检查的实现，以及正确的编码。“用数字比较两张表”列出了每个通道对在两张表中如何旋转。
ui-bug-col-pair = 通道对
ui-bug-col-checked-turn = 这个实现：每个位置转过的角度（rad）
ui-bug-col-length = 其 sin² + cos²
ui-bug-col-correct-turn = 正确：每个位置转过的角度（rad）
ui-bug-range = { $from } 至 { $to }
ui-bug-caption = 每个通道对在位置 0 至 { $last } 上如何旋转

# <lesson-fingerprint>
ui-fingerprint-name = 一个位置码的条形图，每个通道一根条
ui-fingerprint-x = 通道
ui-fingerprint-label = PE({ $p }) 的 { $dModel } 个通道的条形，通道 0 在左边，从 −1（向下）到 +1（向上）。
ui-fingerprint-summary = PE({ $p })，{ $dModel } 个通道，{ $layout ->
    [interleaved] 交错排列
   *[concatenated] 拼接排列
  }。前几个通道：{ $first }。最后一个通道：{ $last }。

# <lesson-naive-code>
ui-naive-code-name = 一种初步设想的位置码的热力图：位置 × 通道
ui-naive-code-index = 原始索引：第 p 行的每个通道都是 p。在其他面板 0 到 1 的刻度上，从位置 2 起的所有值都超出了顶端；最后一行的值为 { $last }，而词嵌入的值在 ±1 左右。
ui-naive-code-fraction = 索引除以（长度 − 1）：在 { $positions } 个词的句子中，位置 2 编码为 { $code }。
ui-naive-code-fraction-compare = 索引除以（长度 − 1）：在 { $positions } 个词的句子中，位置 2 编码为 { $code }，而在 { $compare } 个词的句子中则为 { $other }。
ui-naive-code-binary = 二进制位，最低位在通道 0。从 7 到 8 的平方距离：{ $near }；从 8 到 9：{ $far }。相邻位置之间的距离并不相等。
ui-naive-code-words = { $count ->
   *[other] { $n } 个词
  }
ui-naive-code-positions = { $count ->
   *[other] { $n } 个位置
  }
ui-naive-code-legend = 编码值
ui-naive-code-legend-top = 1 及以上
ui-naive-code-label = { $kind ->
    [index] 索引
    [fraction] 分数
   *[binary] 二进制
  }编码的热力图：{ $positions } 个位置（行）× { $channels } 个{ $count ->
   *[other] 通道
  }（列），取值 0 至 { $top }。
ui-naive-code-label-over = { $kind ->
    [index] 索引
    [fraction] 分数
   *[binary] 二进制
  }编码的热力图：{ $positions } 个位置（行）× { $channels } 个{ $count ->
   *[other] 通道
  }（列），取值 0 至 { $top }，按 0 到 1 的刻度绘制，所以大于 1 的值都显示为最高的颜色。
ui-naive-code-x-title = 通道 →
ui-naive-code-y-title = 位置 0 … { $last } →
ui-naive-code-cell = 位置 { $p }，通道 { $c }：{ $value }
ui-naive-code-caption = { $kind ->
    [index] 索引
    [fraction] 分数
   *[binary] 二进制
  }编码，{ $positions } 个位置 × { $channels } 个{ $count ->
   *[other] 通道
  }
ui-naive-code-row = p { $p }
ui-naive-code-col = 通道 { $c }

# <lesson-precision>
ui-precision-name = 角度被舍入时每个位置最大误差的折线图
ui-precision-x = 位置 p
ui-precision-y = 最大误差
ui-precision-result = 角度舍入为 { $format } 时，位置 { $first } 至 { $last } 上任一值的最大误差：{ $error }。{ $verdict ->
    [bad] 值都在 [−1, 1] 之内，所以这是严重的错误。
    [small] 很小，但足以混淆相近的位置。
   *[harmless] 在这些位置上无害。
  }
ui-precision-label = 每个位置最大误差的折线图，{ $format } 角度，位置 { $first } 至 { $last }。
ui-precision-summary = { $format }：位置 { $first } 至 { $last } 上的最大误差为 { $error }（d_model { $dModel }）。

# <lesson-properties>
ui-properties-unique-name = PE(p) 到其他每个位置的位置码的距离的折线图
ui-properties-histogram-name = 编码表所有值的直方图，从 −1 到 1
ui-properties-norms-name = 每个位置 p 的 PE(p) 长度的折线图
ui-properties-unique-term = 唯一：从位置 p 到其他每个位置的距离
ui-properties-unique-value = { $positions } 行中任意两行之间的最小距离：{ $distance }
ui-properties-and = { $first } 和 { $next }
ui-properties-unique-x = 位置 q
ui-properties-nearest = 圈出的点：q = { $near }，离 p = { $p } 最近（距离 { $distance }）。
ui-properties-unique-label = 对 q 从 0 到 { $last }，PE({ $p }) 到 PE(q) 的距离的折线图：在 q = { $p } 处为 0，其余位置中在 q = { $near } 处最小（{ $distance }）。
ui-properties-past = （p = { $asked } 超出了所显示的 { $positions } 个位置：图中使用 p = { $p }。）{ $verdict }
ui-properties-relative-term = 相对位置：Mₖ·PE(p) 相对于 PE(p + k) 的最大误差
ui-properties-relative-meaning = 在分布于整张表的 { $pairs } { $count ->
   *[other] 组
  } (p, k) 上测量：平移在任何地方都是同一个旋转，误差来自 float32 舍入。
ui-properties-histogram-term = 有界：表中的每个值
ui-properties-histogram-value = 最大 |值|：{ $value }
ui-properties-histogram-x = 值
ui-properties-histogram-y = 值的百分比
ui-properties-histogram-label = 表中 { $values } 个值的直方图，从 −1 到 1，分为 { $bins } 个区间：没有值落在范围外。
ui-properties-histogram-label-slow = 表中 { $values } 个值的直方图，从 −1 到 1，分为 { $bins } 个区间：没有值落在范围外。峰值在 0 和 +1 附近。
ui-properties-histogram-meaning = 无论位置多远，都没有值落在 [−1, 1] 之外，所以位置码永远不会盖过它所加到的嵌入。
ui-properties-histogram-meaning-slow = 无论位置多远，都没有值落在 [−1, 1] 之外，所以位置码永远不会盖过它所加到的嵌入。0 和 +1 附近的峰值来自慢速通道对，它们在所显示的 { $positions } 个位置上几乎没有转动：它们的正弦保持在 0 附近，余弦保持在 1 附近。
ui-properties-norms-term = 有界：每一行的长度
ui-properties-norms-value = 长度的平方 { $length }
ui-properties-norms-range = 长度的平方 { $low } 至 { $high }
ui-properties-norms-x = 位置 p
ui-properties-norms-label = p 从 0 到 { $last } 时 PE(p) 长度的折线图：平直地位于 √(d_model / 2) = { $root }。
ui-properties-norms-meaning = 每一行的长度都相同，√(d_model / 2) = { $root }（平方：{ $squared }）：每个通道对贡献 sin² + cos² = 1，共有 { $count ->
   *[other] { $pairs } 个通道对
  }。
ui-properties-summary = 在 { $positions } 个位置、d_model { $dModel }、底数 { $base } 下测量：最小距离 { $distance }。{ $verdict }

# <lesson-repeated>
ui-repeated-name = 注意力输出的热力图，每个词一行
ui-repeated-empty = 没有可显示的词。
ui-repeated-legend = 输出
ui-repeated-label = { $positional ->
    [yes] 带
   *[no] 不带
  }位置编码的注意力输出热力图，每个词一行（{ $list }），{ $channels } 列。
ui-repeated-label-repeat = { $positional ->
    [yes] 带
   *[no] 不带
  }位置编码的注意力输出热力图，每个词一行（{ $list }），{ $channels } 列；“{ $word }”的两行已框出。
ui-repeated-x-title = 输出通道 →
ui-repeated-y-title = 词 →
ui-repeated-cell = 位置 { $p }“{ $word }”，通道 { $c }：{ $value }
ui-repeated-caption = 注意力输出，每个词一行
ui-repeated-row = { $p }：{ $word }
ui-repeated-no-repeat = 这个句子中没有出现两次的词。
ui-repeated-summary-none = { $positional ->
    [yes] 带
   *[no] 不带
  }位置编码：{ $words } 个{ $count ->
   *[other] 词
  } × { $channels } 个输出通道；没有重复的词。
ui-repeated-col-gap = 最大差值
ui-repeated-col-verdict = 因此两个副本
ui-repeated-without = 不带位置编码
ui-repeated-with = 带位置编码
ui-repeated-identical = 完全相同
ui-repeated-different = 不同
ui-repeated-copies = “{ $word }”的两个副本（位置 { $first } 和 { $second }），输出对输出
ui-repeated-summary = { $positional ->
    [yes] 带
   *[no] 不带
  }位置编码：{ $words } 个{ $count ->
   *[other] 词
  } × { $channels } 个输出通道。“{ $word }”的两个副本最多相差 { $gap }：{ $same ->
    [yes] 完全相同，注意力无法区分它们
   *[no] 不同，这要归功于它们的位置
  }。

# <lesson-rope>
ui-rope-query-content = 查询内容
ui-rope-key-content = 键内容
ui-rope-query-a = 查询 A
ui-rope-query-b = 查询 B
ui-rope-query-c = 查询 C
ui-rope-key-a = 键 A
ui-rope-key-b = 键 B
ui-rope-key-c = 键 C
ui-rope-name = RoPE 得分在查询位置和键位置上的热力图
ui-rope-legend = 得分 q·k
ui-rope-label = 查询 { $query } 和键 { $key } 旋转到位置 0 至 { $last } 时得分的热力图：查询位置 m 向下，键位置 n 向右。每条对角线只有一种颜色：得分只取决于 m − n。
ui-rope-x-title = 键位置 n：0 … { $last } →
ui-rope-y-title = 查询位置 m：0 … { $last } →
ui-rope-cell = 查询在 { $m }，键在 { $n }（偏移量 { $offset }）：得分 { $score }
ui-rope-summary = 查询 { $query } 和键 { $key } 在每一对位置上的得分（d = 8，底数 { $base }）：沿每条对角线，即偏移量 m − n 相同之处，得分最多相差 { $spread }（float32 舍入）。偏移量 0 处为 { $first }，偏移量 3 处为 { $third }。

# <lesson-same-turn>
ui-same-turn-name = 前几个通道对的刻度盘：每个通道对转过 k·ωᵢ
ui-same-turn-title = 在 p = { $p }：PE({ $p }) 到 PE({ $to })
ui-same-turn-pair = 第 { $pair } 对转过 { $angle } rad
ui-same-turn-label = p = { $p } 处的 { $dials } 个{ $count ->
   *[other] 刻度盘
  }：每个通道对转过 k·ωᵢ，{ $turns }。
ui-same-turn-result = 两个位置上的弧相同，因为同一个矩阵完成了两次平移：k = { $k } 的 Mₖ 把 PE({ $p }) 变为 PE({ $pk })（最大误差 { $a }），把 PE({ $q }) 变为 PE({ $qk })（最大误差 { $b }）。
ui-same-turn-summary = { $all ->
    [yes] 全部
   *[no] 前
  } { $pairs } 个{ $count ->
   *[other] 通道对
  }，在 p = { $p } 和 p = { $q } 处，平移 k = { $k }：点的位置不同，弧是相同的。

# <lesson-shift>
ui-shift-region = 表格：Mₖ·PE(p) 对比 PE(p + k)
ui-shift-col-channel = 通道
ui-shift-caption = { $channels } 个通道中的前 { $listed } 个，k = { $k }
ui-shift-result = Mₖ·PE({ $p }) 与 PE({ $pk }) 在全部 { $channels } 个通道上的最大差值：{ $error }。
ui-shift-summary = Mₖ·PE({ $p }) 与 PE({ $pk }) 逐通道并列，前 { $listed } 个{ $count ->
   *[other] 通道
  }。

# <lesson-waves>
ui-waves-name = 几个通道对的正弦通道随位置变化的折线图
ui-waves-x = 位置 p
ui-waves-y = 值
ui-waves-key = 第 { $pair } 对（通道 { $channel }，正弦）：波长 { $wavelength } 个位置
ui-waves-key-separator = {"；"}
ui-waves-label = 第 { $pairs } { $count ->
   *[other] 对
  }的正弦通道在位置 0 至 { $last } 上的折线图。
ui-waves-summary-one = 第 { $pairs } 对的正弦波，位置 0 至 { $last }：{ $lines }。
ui-waves-summary = 第 { $pairs } 对的正弦波，位置 0 至 { $last }：{ $lines }。越靠后的通道对波长越长。

# <lesson-properties> 的唯一性结论（property-words.js）
ui-property-words-who = { $adjacent ->
    [yes] { $family ->
       *[other] 全部 { $pairs } 对相邻位置
    }
   *[no] 每一对相距 { $apart } 的位置（{ $family ->
       *[other] 共 { $pairs } 对
    }）
  }
ui-property-words-tie = { $adjacent ->
    [yes] { $family ->
       *[other] 都
    }
   *[no] 都
  }
ui-property-words-collision = 近乎碰撞：{ $who }，例如 { $p } 和 { $q }，{ $tie }处于这个距离。使用更多的通道对，或更少的位置。
ui-property-words-collision-rounded = 近乎碰撞：{ $who }，例如 { $p } 和 { $q }，{ $tie }处于这个距离。{ $rounded }使用更多的通道对，或更少的位置。
ui-property-words-rounded = 舍入为 bfloat16 后，它们的 { $channels } 个通道中有 { $same } 个{ $count ->
   *[other] 变成
  }同一个数。
ui-property-words-rounded-all = 舍入为 bfloat16 后，它们的 { $channels } 个通道中有 { $same } 个{ $count ->
   *[other] 变成
  }同一个数，两个位置码重合。
ui-property-words-close = 不同，但很接近：{ $who }{ $tie }处于这个距离，只是位置码之间典型距离的一小部分。
ui-property-words-distinct = 没有两个位置共享同一个位置码。最接近的是{ $adjacent ->
    [yes] 相邻位置
   *[no] 相距 { $apart } 的位置
  }：{ $who }{ $tie }并列最近，因为距离只取决于偏移量。
