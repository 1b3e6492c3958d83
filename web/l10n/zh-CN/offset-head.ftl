# <posenc-offset-head> 的文字（见 en/offset-head.ftl）。

## <posenc-offset-head> (web/src/widgets/offset-head.js)

offset-head-control-k = 偏移量 k
offset-head-control-scale = 缩放
offset-head-control-weight = 位置权重
offset-head-code = 位置码
offset-head-code-sinusoidal = 正弦位置码
offset-head-code-index = 索引位置码 p
offset-head-code-binary = 二进制位置码
offset-head-words = 词
offset-head-words-none = 无
offset-head-words-add = 相加
offset-head-words-concat = 拼接
offset-head-name = 一个往前看 k 个位置的注意力头的注意力权重
offset-head-terms-title = 分数的逐项分解（同一色标）
offset-head-term-word-word = 词·词
offset-head-term-word-position = 词·位置
offset-head-term-position-word = 位置·词
offset-head-term-position-position = 位置·位置
offset-head-term-sum = 总和
offset-head-term-name = 分数项 { $term } 在查询位置和键位置上的图
offset-head-term-label = { $term }的图：{ $rows } 行中有 { $peaks } 行在 p − { $k } 处取最大值。
offset-head-term-sum-name = 四项之和（即分数）
offset-head-terms-legend = 分数项
offset-head-legend = 注意力权重
offset-head-table-summary = 数据表：每一行关注哪里
offset-head-table-query = 查询 p
offset-head-table-peak = 最关注的 q
offset-head-table-weight = p − k 处的权重
offset-head-table-outside = （超出范围）
offset-head-table-caption = 每个查询位置最关注的位置（k = { $k }）
offset-head-position-word = { $position }“{ $word }”
offset-head-label = 一个{ $direction ->
    [ahead] 往后看 { $steps } 个位置
   *[back] 往前看 { $steps } 个位置
  }的注意力头的注意力权重，采用{ $code }{ $words ->
    [add] ，词嵌入相加
    [concat] ，词嵌入拼接
   *[none] { "" }
  }，共 { $positions } 个位置：{ $rows } 行中有 { $hits } 行把最大权重放在位置 p − { $k }{ $band ->
    [yes] ，形成一条对角带
   *[no] { "" }
  }。
offset-head-x-title = 键位置 q：0 … { $last } →
offset-head-y-title = 查询位置 p：0 … { $last } →
offset-head-cell = 查询 { $query }，键 { $key }{ $target ->
    [yes] （p − k）
   *[no] { "" }
  }：权重 { $weight }，分数 { $score }{ $split ->
    [yes] { " " }= 词·词 { $wordWord } + 词·位置 { $wordPosition } + 位置·词 { $positionWord } + 位置·位置 { $positionPosition }
   *[no] { "" }
  }
offset-head-verdict = { $result ->
    [all] 每一行只要存在{ $direction ->
        [ahead] 后面第 { $steps } 个位置
       *[back] 前面第 { $steps } 个位置
      }，就最关注它：{ $rows } 行中的 { $hits } 行。
    [none] 在存在{ $direction ->
        [ahead] 后面第 { $steps } 个位置
       *[back] 前面第 { $steps } 个位置
      }的 { $rows } 行中，没有一行最关注它。
   *[some] 在存在{ $direction ->
        [ahead] 后面第 { $steps } 个位置
       *[back] 前面第 { $steps } 个位置
      }的 { $rows } 行中，只有 { $hits } 行最关注它。
  }
offset-head-apart = 词嵌入占用各自的通道，查询和键只读取位置通道，所以涉及词的三项都为 0。
offset-head-own-word = { $rows } 行中有 { $hits } 行最关注自己的词。
offset-head-own-word-sizes = { $rows } 行中有 { $hits } 行最关注自己的词：词·词在 q = p 处的分数为 { $low } 至 { $high }，而位置·位置{ $weighted ->
    [yes] （位置权重 { $weight }）
   *[no] { "" }
  }在 p − k 处达到峰值 { $peak }，旁边为 { $beside }。
offset-head-settings = { $code }，查询映射：{ $map ->
    [exact] M₋ₖ（k = { $k }）
   *[fit] 最佳单一矩阵（最小二乘）
  }，d-model { $dModel }，缩放 { $scale }{ $words ->
    [add] ，词嵌入相加
    [concat] ，词嵌入拼接
   *[none] { "" }
  }。
offset-head-code-text = 即使用 p − k 的精确位置码作查询，也只把 { $rows } 行中的 { $hits } 行送到那里：这种位置码各行的长度从 { $low } 到 { $high } 不等，而点积只在长度相同的码之间才在相等时取最大值（每个正弦位置码行的长度都是 √(d/2)）。
offset-head-fit = 该映射与 c(p − k) 的相对误差为 { $miss }。
offset-head-fit-zero = 每个目标 c(p − k) 都是零向量，所以映射的误差没有相对大小。
offset-head-mark = 第 { $row } 行最关注位置 { $peak }。
offset-head-warning-bytes = sentence：它的词重复填满 { $positions } 个位置后占 { $bytes } 字节，超过注意力层读取的 { $max } 字节；改为显示默认文本。
